import type { PostType, SearchDateRange } from '@mohalla/contracts';
import type { SearchFilters } from './searchUrl';

/**
 * The type filter's choices. The spec lists Discussion, Event and News, which
 * no post can be; the real post types are offered instead, with the labels
 * the create-post form uses.
 */
export const TYPE_LABELS: Readonly<Record<PostType, string>> = {
  ask: 'Ask',
  experience: 'Experience',
  alert: 'Alert',
  tip: 'Tip',
};

export const DATE_RANGE_LABELS: Readonly<Record<SearchDateRange, string>> = {
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  year: 'This Year',
};

export type FilterName = keyof SearchFilters;

export interface ActiveFilter {
  name: FilterName;
  /** What the badge reads, e.g. 'Type: Ask'. */
  label: string;
}

/** The filters that are set, in the panel's order, as the badges show them. */
export function activeFilters(filters: SearchFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filters.type) active.push({ name: 'type', label: `Type: ${TYPE_LABELS[filters.type]}` });
  if (filters.dateRange) {
    active.push({ name: 'dateRange', label: `Date: ${DATE_RANGE_LABELS[filters.dateRange]}` });
  }
  if (filters.author) active.push({ name: 'author', label: `Author: ${filters.author}` });
  return active;
}
