import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

const now = new Date('2026-11-21T12:00:00');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [60 * S, '1m ago'],
    [59 * M + 59 * S, '59m ago'],
    [H, '1h ago'],
    [23 * H + 59 * M, '23h ago'],
    [D, '1d ago'],
    [6 * D + 23 * H, '6d ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('shows a short date from a week on, with the year only when it differs', () => {
    expect(formatRelativeTime(new Date('2026-11-14T12:00:00').toISOString(), now)).toBe('14 Nov');
    expect(formatRelativeTime(new Date('2025-03-05T12:00:00').toISOString(), now)).toBe('5 Mar 2025');
  });

  it('treats a time slightly in the future as now', () => {
    expect(formatRelativeTime(ago(-5 * S), now)).toBe('Just now');
  });
});
