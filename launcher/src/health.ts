import type { ServerResponse } from 'node:http';
import { PROJECTION_NAMES } from '@mohalla/contracts';
import type { EventStore, ReadStore } from '@mohalla/infra';

/** What the live projector says of itself, where the gateway runs beside it (the single node). */
export type ProjectorHealthProbe = () => { state: string; failures: number; lastError?: string };

/** The read side behind the log and not moving for this long turns the health `degraded`. */
export const STALLED_AFTER_MS = 15_000;

/**
 * `/healthz`: liveness plus how far the log and the read models are: each
 * projection's lag (log position minus its checkpoint) and, in the single
 * node, the projector's own state. `status` is `ok`; `degraded` when the
 * projector is retrying or has failed, or when the read side has been
 * behind the log without moving for `STALLED_AFTER_MS` (a projector in
 * another process that stopped: reads go stale); or, with a 503,
 * `unavailable` when a store did not answer. A store error never escapes
 * the handler.
 */
export function healthHandler(
  eventStore: EventStore,
  readStore: ReadStore,
  projectorHealth?: ProjectorHealthProbe,
  { stalledAfterMs = STALLED_AFTER_MS, now = () => Date.now() } = {},
) {
  // Where the read side stood when last seen moving (or caught up).
  let lastMove = { readPosition: -1, at: now() };
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
      if (readPosition !== lastMove.readPosition || readPosition >= logPosition) {
        lastMove = { readPosition, at: now() };
      }
      const stalledForMs = now() - lastMove.at;
      const stalled = readPosition < logPosition && stalledForMs >= stalledAfterMs;
      const status = stalled || (projector && projector.state !== 'running') ? 'degraded' : 'ok';
      answer(res, 200, {
        status,
        logPosition,
        readPosition,
        lag,
        ...(stalled ? { stalledForMs } : {}),
        ...(projector ? { projector } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      answer(res, 503, { status: 'unavailable', error: `a store did not answer: ${reason}` });
    }
  };
}
