import { describe, expect, it } from 'vitest';
import { indianDay } from './readModels.js';

const byZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('indianDay', () => {
  it('turns over at 18:30 UTC, midnight in India', () => {
    expect(indianDay(new Date('2026-11-20T18:29:59.999Z'))).toBe('2026-11-20');
    expect(indianDay(new Date('2026-11-20T18:30:00.000Z'))).toBe('2026-11-21');
    expect(indianDay(new Date('2024-12-31T18:30:00.000Z'))).toBe('2025-01-01');
    expect(indianDay(new Date('2024-02-28T18:30:00.000Z'))).toBe('2024-02-29');
  });

  it('agrees with the Asia/Kolkata time zone on instants across the years', () => {
    const start = Date.parse('1990-01-01T00:00:00Z');
    const end = Date.parse('2060-01-01T00:00:00Z');
    // Every 7 h 13 min 17 s: all hours of the day, around every midnight, over seventy years.
    for (let at = start; at < end; at += 26_000_000 + 797_000) {
      expect(indianDay(new Date(at))).toBe(byZone.format(new Date(at)));
    }
  });

  it('refuses an invalid date, as the time zone formatter did', () => {
    expect(() => indianDay(new Date('not a date'))).toThrow(RangeError);
  });
});
