export interface RetryBackoff {
  /** One more failure in a row: the wait before trying again. */
  next(): number;
  /** Something worked: the next failure waits the first delay again. */
  reset(): void;
}

/** The wait after `failures` failures in a row (1 or more): `firstMs`, doubling each time, at most `maxMs`. */
export function cappedBackoffMs(
  failures: number,
  { firstMs, maxMs }: { firstMs: number; maxMs: number },
): number {
  return Math.min(maxMs, firstMs * 2 ** (failures - 1));
}

/**
 * Waits that double with each failure in a row, up to a ceiling. For loops
 * that follow the log again after losing it: a store that is down, or a
 * subscription that keeps ending at once, must not be retried in a tight loop.
 */
export function retryBackoff({ firstMs = 1_000, maxMs = 30_000 } = {}): RetryBackoff {
  let failures = 0;
  return {
    next() {
      failures++;
      return cappedBackoffMs(failures, { firstMs, maxMs });
    },
    reset() {
      failures = 0;
    },
  };
}
