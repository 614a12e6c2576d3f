export interface Periodic {
  /** Clears both timers; a run already started is the caller's to await. */
  cancel(): void;
}

/**
 * Calls `run` once after `firstRunMs` (soon after a start, not at once) and
 * then every `intervalMs`. Both timers are unref'd: background upkeep never
 * keeps a process alive.
 */
export function runPeriodically(
  run: () => void,
  { firstRunMs, intervalMs }: { firstRunMs: number; intervalMs: number },
): Periodic {
  const first = setTimeout(run, firstRunMs);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    cancel() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
