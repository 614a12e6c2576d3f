import { describe, expect, it } from 'vitest';
import { dateRangeStart } from './dateRange.js';

describe('dateRangeStart', () => {
  it("starts 'today' at midnight in India, which is the previous evening in UTC", () => {
    // 20:00 UTC on the 20th is 01:30 on the 21st in India.
    expect(dateRangeStart('today', new Date('2026-11-20T20:00:00.000Z')).toISOString()).toBe(
      '2026-11-20T18:30:00.000Z',
    );
    // 17:00 UTC on the 20th is 22:30 on the 20th in India.
    expect(dateRangeStart('today', new Date('2026-11-20T17:00:00.000Z')).toISOString()).toBe(
      '2026-11-19T18:30:00.000Z',
    );
  });

  it('reaches back 7, 30 and 365 days for week, month and year', () => {
    const now = new Date('2026-03-01T06:00:00.000Z');
    expect(dateRangeStart('week', now).toISOString()).toBe('2026-02-22T06:00:00.000Z');
    expect(dateRangeStart('month', now).toISOString()).toBe('2026-01-30T06:00:00.000Z');
    expect(dateRangeStart('year', now).toISOString()).toBe('2025-03-01T06:00:00.000Z');
  });
});
