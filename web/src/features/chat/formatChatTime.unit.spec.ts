import { describe, expect, it } from 'vitest';
import { formatChatTime } from './formatChatTime';

// Dates built from local parts: the clock shows the viewer's own time zone.
const at = (hours: number, minutes: number) => new Date(2025, 4, 17, hours, minutes);

describe('12-hour chat time', () => {
  it('pads minutes and drops the hour’s leading zero', () => {
    expect(formatChatTime(at(15, 5))).toBe('3:05 PM');
    expect(formatChatTime(at(9, 30))).toBe('9:30 AM');
    expect(formatChatTime(at(23, 59))).toBe('11:59 PM');
  });

  it('calls midnight 12 AM and noon 12 PM', () => {
    expect(formatChatTime(at(0, 0))).toBe('12:00 AM');
    expect(formatChatTime(at(12, 0))).toBe('12:00 PM');
    expect(formatChatTime(at(11, 59))).toBe('11:59 AM');
    expect(formatChatTime(at(12, 1))).toBe('12:01 PM');
  });

  it('reads ISO strings and shows nothing for an invalid one', () => {
    expect(formatChatTime(at(15, 5).toISOString())).toBe('3:05 PM');
    expect(formatChatTime('not a date')).toBe('');
  });
});
