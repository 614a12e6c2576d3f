import { indianDay, type SearchDateRange } from '@mohalla/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_BACK: Record<Exclude<SearchDateRange, 'today'>, number> = { week: 7, month: 30, year: 365 };

/**
 * The earliest creation time a date range lets through. 'today' is a
 * resident's today: since midnight in India (UTC+05:30 all year, no daylight
 * saving), whatever the server's zone; the others reach back 7, 30 or 365
 * days from now.
 */
export function dateRangeStart(range: SearchDateRange, now: Date): Date {
  if (range === 'today') return new Date(`${indianDay(now)}T00:00:00.000+05:30`);
  return new Date(now.getTime() - DAYS_BACK[range] * DAY_MS);
}
