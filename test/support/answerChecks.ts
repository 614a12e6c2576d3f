import { type ApiOperation, apiOperations } from '@mohalla/contracts';
import type { z } from 'zod';
import type { JsonResponse } from './http.js';

/**
 * Checks answers against the contract schemas the OpenAPI catalogue gives
 * their operation, and remembers which operations it has checked.
 */
export interface AnswerChecks {
  /** Fails (throws) when `response` is a success of a catalogued operation and does not match its schema. */
  check(method: string, path: string, response: JsonResponse): void;
  /** `METHOD /template` of every operation a success answer was checked for. */
  readonly checked: ReadonlySet<string>;
}

export const operationKey = (op: Pick<ApiOperation, 'method' | 'path'>) =>
  `${op.method.toUpperCase()} ${op.path}`;

const templateOf = (op: ApiOperation) => new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);

/** The catalogued operation a concrete call is, preferring a literal segment (auto-create) over a parameter. */
export function operationOf(method: string, path: string): ApiOperation | undefined {
  const bare = path.split('?')[0] ?? path;
  const matches = apiOperations.filter(
    (op) => op.method === method.toLowerCase() && templateOf(op).test(bare),
  );
  const parameters = (op: ApiOperation) => op.path.split('{').length;
  return matches.sort((a, b) => parameters(a) - parameters(b))[0];
}

/** The top-level members an object schema names, or null when it is not an object schema. */
function namedMembers(schema: z.ZodType): string[] | null {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : null;
}

export function answerChecks(): AnswerChecks {
  const checked = new Set<string>();
  return {
    checked,
    check(method, path, response) {
      const op = operationOf(method, path);
      if (!op?.success.schema) return;
      // A create that is replayed answers 200 with the same body.
      if (response.status !== op.success.status && response.status !== 200) return;
      const key = operationKey(op);
      const parsed = op.success.schema.safeParse(response.body);
      if (!parsed.success) {
        throw new Error(
          `${key} answered ${JSON.stringify(response.body)}, not its schema: ${parsed.error.message}`,
        );
      }
      const named = namedMembers(op.success.schema);
      const body = response.body;
      if (named && body && typeof body === 'object' && !Array.isArray(body)) {
        const extra = Object.keys(body).filter((member) => !named.includes(member));
        if (extra.length > 0) throw new Error(`${key} answered members its schema does not name: ${extra}`);
      }
      checked.add(key);
    },
  };
}
