import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECTION_NAMES } from '@mohalla/contracts';
import type { EventStore, Logger, ReadStore } from '@mohalla/infra';

const POLL_MS = 20;
const SAY_AFTER_MS = 2_000;

/**
 * Resolves once every projection has applied the log up to its head as it is
 * now, so a node does not serve before its read models hold what the log
 * held when it started (a fresh node's seeded cities; the projector thread
 * takes a moment to boot). Rejects when `projectorEnded` does first.
 */
export async function awaitReadModels(
  eventStore: EventStore,
  readStore: ReadStore,
  projectorEnded: Promise<void>,
  logger: Logger,
): Promise<void> {
  const head = await eventStore.headPosition();
  const started = Date.now();
  let said = false;
  let ended = false;
  const stopped = projectorEnded.then(
    () => {
      ended = true;
    },
    (error: unknown) => {
      ended = true;
      throw error;
    },
  );
  for (;;) {
    const checkpoints = await Promise.all(PROJECTION_NAMES.map((name) => readStore.checkpoints.get(name)));
    const reached = Math.min(...checkpoints.map((position) => position ?? 0));
    if (reached >= head) return;
    if (ended) {
      await stopped;
      throw new Error(`the projector stopped at log position ${reached} of ${head}`);
    }
    if (!said && Date.now() - started > SAY_AFTER_MS) {
      said = true;
      logger.info('applying the log to the read models before serving', { reached, head });
    }
    await Promise.race([sleep(POLL_MS), stopped]);
  }
}
