import { describe, expect, it } from 'vitest';
import { formatAge } from './formatAge';

describe('formatAge', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  it.each([
    ['2025-03-01T11:59:15Z', '45 s'],
    ['2025-03-01T11:48:00Z', '12 min'],
    ['2025-03-01T09:00:00Z', '3 h'],
    ['2025-02-27T12:00:00Z', '2 d'],
    ['2025-03-01T12:00:30Z', '0 s'],
  ])('%s is %s ago', (from, expected) => {
    expect(formatAge(from, now)).toBe(expected);
  });
});
