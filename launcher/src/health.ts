import type { ServerResponse } from 'node:http';
import { PROJECTION_NAMES } from '@mohalla/contracts';
import type { EventStore, ReadStore } from '@mohalla/infra';

/** What the live projector says of itself, where the gateway runs beside it (the single node). */
export type ProjectorHealthProbe = () => { state: string; failures: number; lastError?: string };

/** The oldest event the read side has not applied being older than this turns the health `degraded`. */
export const DEGRADED_LAG_MS = 15_000;

/**
 * `/healthz`: liveness plus how far the log and the read models are: each
 * projection's lag in log positions, and `lagMs`, how long ago the oldest
 * event the read side has not applied was written (0 when caught up), which
 * means the same on every log whatever its positions count. `status` is
 * `ok`; `degraded` when `lagMs` passes `DEGRADED_LAG_MS` (a projector that
 * stopped, or one falling ever further behind: reads go stale) or, in the
 * single node, while its projector retries or has failed; or, with a 503,
 * `unavailable` when a store did not answer. A store error never escapes
 * the handler.
 */
export function healthHandler(
  eventStore: EventStore,
  readStore: ReadStore,
  projectorHealth?: ProjectorHealthProbe,
  { degradedLagMs = DEGRADED_LAG_MS, now = () => Date.now() } = {},
) {
  const answer = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  return async (res: ServerResponse) => {
    const projector = projectorHealth?.();
    try {
      const logPosition = await eventStore.headPosition();
      const checkpoints = await Promise.all(PROJECTION_NAMES.map((name) => readStore.checkpoints.get(name)));
      const readPosition = Math.min(...checkpoints.map((c) => c ?? 0));
      const lag = Object.fromEntries(
        PROJECTION_NAMES.map((name, i) => [name, logPosition - (checkpoints[i] ?? 0)]),
      );
      const [oldestUnapplied] =
        readPosition < logPosition ? await eventStore.readAll({ after: readPosition, maxCount: 1 }) : [];
      const writtenAt = Date.parse(String(oldestUnapplied?.metadata?.at));
      const lagMs = Number.isNaN(writtenAt) ? 0 : Math.max(0, now() - writtenAt);
      const behind = lagMs > degradedLagMs;
      const status = behind || (projector && projector.state !== 'running') ? 'degraded' : 'ok';
      answer(res, 200, {
        status,
        logPosition,
        readPosition,
        lagMs,
        lag,
        ...(projector ? { projector } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      answer(res, 503, { status: 'unavailable', error: `a store did not answer: ${reason}` });
    }
  };
}
