import type { Logger } from '../logging/logger.js';
import { runPeriodically } from '../service/periodic.js';
import type { EventStore } from './port.js';

export interface RetentionPruner {
  /** Stops the timer and waits for a run in progress, so the store can be closed after it. */
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `eventStore.pruneExpired()` soon after the start and then every
 * `intervalMs` (an hour by default: expired events are already not served,
 * so the delay only decides how long their bytes stay on disk). The timers
 * are unref'd, so they never keep a process alive; a failed run is logged
 * and the next one tries again. One process per log is enough; several are
 * harmless (each batch is its own transaction).
 */
export function startRetentionPruner(
  eventStore: EventStore,
  logger: Logger,
  { intervalMs = HOUR_MS, firstRunMs = 10_000 }: { intervalMs?: number; firstRunMs?: number } = {},
): RetentionPruner {
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = (): void => {
    if (stopped || running) return;
    const started = performance.now();
    running = eventStore
      .pruneExpired()
      .then((removed) => {
        if (removed > 0) {
          logger.info('Removed expired events from the log', {
            removed,
            ms: Math.round(performance.now() - started),
          });
        }
      })
      .catch((error: unknown) => logger.warn('Pruning expired events failed; will retry', { error }))
      .finally(() => {
        running = undefined;
      });
  };

  const timers = runPeriodically(run, { firstRunMs, intervalMs });

  return {
    async stop() {
      stopped = true;
      timers.cancel();
      await running;
    },
  };
}
