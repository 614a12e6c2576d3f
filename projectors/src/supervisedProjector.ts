import { setTimeout as sleep } from 'node:timers/promises';
import { cappedBackoffMs, type Logger } from '@mohalla/infra';
import type { RunningProjector } from './runner.js';

/** What `/healthz` says of the live projector. */
export interface ProjectorHealth {
  /**
   * `running`: applying the log. `retrying`: the last run failed (a store or
   * the log unreachable) and a new one starts after a wait. `failed`: it has
   * failed `FAILED_AFTER` times in a row without reaching the log's head;
   * it still retries, at the longest wait, but someone should look.
   */
  state: 'running' | 'retrying' | 'failed';
  /** Runs that failed since the last one that reached the head. */
  failures: number;
  /** The last failure's message (no stack: health answers are public). */
  lastError?: string;
}

export interface SupervisedProjector extends RunningProjector {
  health(): ProjectorHealth;
}

export interface SupervisionOptions {
  logger: Logger;
  /** The first wait after a failure; each further one doubles, up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** Told whenever the health changes (the single node's thread passes it on). */
  onHealth?: (health: ProjectorHealth) => void;
}

export const FAILED_AFTER = 5;
const noop = () => {};

/**
 * Keeps a live projector running: when a run ends on an error (the read
 * store or the log went away, a subscription dropped), or ends at all
 * without `stop` (runs given `until` are not for supervision), it is logged, the
 * health turns `retrying`, and after a backoff a new run starts from the
 * stored checkpoints. Whatever the failed run had applied but not yet
 * written is applied again; the position-guarded writes make that
 * harmless. Without this, one store error ended the projector for good
 * while `/healthz` kept answering ok (issue 22).
 *
 * `pause` holds the projector still whichever run is current (a rebuild's
 * swap): a pause during a backoff keeps the next run from starting until
 * `resume`.
 */
export function superviseProjector(
  start: () => RunningProjector,
  { logger, firstDelayMs = 500, maxDelayMs = 30_000, onHealth }: SupervisionOptions,
): SupervisedProjector {
  let current = start();
  let health: ProjectorHealth = { state: 'running', failures: 0 };
  let stopped = false;
  let paused = false;
  let resumed: () => void = () => {};
  let wakeFromBackoff = new AbortController();

  const setHealth = (next: ProjectorHealth) => {
    health = next;
    onHealth?.(next);
  };
  const watchCaughtUp = (run: RunningProjector) =>
    run.caughtUp.then(
      () => {
        if (run === current && health.failures > 0) {
          logger.info('the projector is running again and has reached the log head', {
            after: health.failures,
          });
          setHealth({ state: 'running', failures: 0 });
        }
      },
      () => {}, // told through `finished`
    );
  watchCaughtUp(current);

  let markCaughtUp: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });

  const supervise = async (): Promise<void> => {
    for (;;) {
      current.caughtUp.then(markCaughtUp, () => {});
      try {
        await current.finished;
        if (stopped) return;
        // A live run ends only when stopped: one that ended otherwise (its subscription
        // closed under it) is a failure like any other, or the read models would freeze.
        throw new Error('the projector run ended though nobody stopped it');
      } catch (error) {
        if (stopped) return;
        const failures = health.failures + 1;
        const lastError = error instanceof Error ? error.message : String(error);
        const delay = cappedBackoffMs(failures, { firstMs: firstDelayMs, maxMs: maxDelayMs });
        setHealth({ state: failures >= FAILED_AFTER ? 'failed' : 'retrying', failures, lastError });
        logger.error('the projector stopped on an error; starting again from its checkpoints', {
          error,
          failures,
          retryInMs: delay,
        });
        wakeFromBackoff = new AbortController();
        await sleep(delay, undefined, { signal: wakeFromBackoff.signal }).catch(() => {});
        while (paused && !stopped) await new Promise<void>((resolve) => (resumed = resolve));
        if (stopped) return;
        current = start();
        watchCaughtUp(current);
      }
    }
  };
  const finished = supervise();

  return {
    caughtUp,
    finished,
    health: () => health,
    async pause() {
      paused = true;
      // A run that has ended (waiting out the backoff) holds nothing: its pause has nothing to wait for.
      await Promise.race([current.pause(), current.finished.then(noop, noop)]);
    },
    resume() {
      paused = false;
      resumed();
      current.resume();
    },
    async stop() {
      stopped = true;
      wakeFromBackoff.abort();
      resumed();
      await current.stop();
      await finished;
    },
  };
}
