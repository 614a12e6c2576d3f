import { describe, expect, it, vi } from 'vitest';
import { lineThrottle } from './lineThrottle.js';

describe('lineThrottle', () => {
  it('admits N lines of a kind a second, then counts the rest and sums them up when the second is over', () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      const summaries: Array<[string, number]> = [];
      const throttle = lineThrottle({
        perSecond: 3,
        now: () => now,
        summarise: (kind, suppressed) => summaries.push([kind, suppressed]),
      });
      const admitted = Array.from({ length: 10 }, () => throttle.admit('bad JSON'));
      expect(admitted.filter(Boolean)).toHaveLength(3);
      // Another kind has its own budget.
      expect(throttle.admit('path traversal')).toBe(true);
      expect(summaries).toEqual([]);
      now = 1_000;
      vi.advanceTimersByTime(1_000);
      expect(summaries).toEqual([['bad JSON', 7]]);
      // A fresh second, a fresh budget.
      expect(throttle.admit('bad JSON')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
