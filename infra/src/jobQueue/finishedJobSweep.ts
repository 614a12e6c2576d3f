/**
 * Finished jobs hold their payloads (an alert's title and author, say), so
 * "forgotten lazily, when a later job finishes" is no bound at all on a
 * quiet queue: its last job would stay for good. Each adapter also sweeps on
 * a timer, so a finished job is gone at most its retention plus one interval
 * after it finished, whatever else the queue does (issue 16: the privacy
 * page promises what we keep and for how long).
 */

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;

/** The retention itself, between a second (no busy loop at 0) and an hour (a day's window is swept 24 times). */
export function sweepIntervalOf(retentionMs: number): number {
  return Math.min(Math.max(retentionMs, SECOND_MS), HOUR_MS);
}

export interface Sweeper {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `sweep` every `intervalMs` (unref'd, never two at once). `sweep`
 * reports its own errors: a failed sweep is tried again next interval.
 */
export function startSweeping(intervalMs: number, sweep: () => Promise<void>): Sweeper {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= sweep().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
