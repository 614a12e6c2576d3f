export interface RetryBackoff {
  /** One more failure in a row: the wait before trying again. */
  next(): number;
  /** Something worked: the next failure waits the first delay again. */
  reset(): void;
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
      return Math.min(maxMs, firstMs * 2 ** (failures - 1));
    },
    reset() {
      failures = 0;
    },
  };
}
