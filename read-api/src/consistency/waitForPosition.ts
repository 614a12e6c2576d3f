import { invalidField } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Middleware } from 'koa';

export interface ConsistencyOptions {
  readStore: ReadStore;
  /** The projections whose checkpoints must reach the position. */
  projectionNames: readonly string[];
  /** The longest a request may wait before it is answered from what is there. */
  maxWaitMs: number;
  pollMs?: number;
}

/**
 * Read-your-writes without client polling: a request carrying the log
 * position its write answered (`?minPosition=` or `X-Min-Position`) is held
 * until the read models have applied that position, for at most `maxWaitMs`.
 * Such an answer says how far the read models are (`X-Read-Position`) and,
 * when the wait ran out, `X-Read-Stale: true`. Requests that ask for no
 * position cost nothing here: checkpoints are read only for a wait.
 */
export function waitForPosition({
  readStore,
  projectionNames,
  maxWaitMs,
  pollMs = 15,
}: ConsistencyOptions): Middleware {
  const reached = async () => {
    const positions = await Promise.all(projectionNames.map((name) => readStore.checkpoints.get(name)));
    return positions.length === 0 ? 0 : Math.min(...positions.map((p) => p ?? 0));
  };
  return async (ctx, next) => {
    const wanted = parseMinPosition(ctx.query.minPosition ?? ctx.get('X-Min-Position'));
    if (wanted === undefined) return next();
    let position = await reached();
    const deadline = Date.now() + maxWaitMs;
    while (position < wanted && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      position = await reached();
    }
    if (position < wanted) ctx.set('X-Read-Stale', 'true');
    ctx.set('X-Read-Position', String(position));
    await next();
  };
}

function parseMinPosition(raw: unknown): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && /^\d{1,15}$/.test(raw)) return Number(raw);
  throw invalidField('minPosition', 'must be a log position (a whole number) from a write response');
}
