import { DomainError } from '@mohalla/contracts';
import { z } from 'zod';

/**
 * Parses request input with its contract schema. A failure becomes a 400
 * naming every offending field (dotted path) and what it expects.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : 'body',
    message:
      issue.code === 'unrecognized_keys' ? `has unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  const summary = errors.map((e) => `${e.field} ${e.message}`).join('; ');
  throw new DomainError('REQUEST.INVALID', summary, errors);
}

export const UuidParam = z.uuid({ error: 'must be a UUID' });

// One compiled schema per parameter name (a handful: postId, areaId, ...), not one per request.
const idParamSchemas = new Map<string, z.ZodType>();

export function parseIdParam(name: string, value: string | undefined): string {
  let schema = idParamSchemas.get(name);
  if (!schema) {
    schema = z.object({ [name]: UuidParam });
    idParamSchemas.set(name, schema);
  }
  return (parseInput(schema, { [name]: value }) as Record<string, string>)[name]!;
}
