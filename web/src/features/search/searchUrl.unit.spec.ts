import { MAX_SEARCH_QUERY_LENGTH } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { activeFilters } from './filterLabels';
import { hasFilters, readSearchState, type SearchState, searchPath } from './searchUrl';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('readSearchState', () => {
  it('reads the query and every filter', () => {
    expect(read('q=water+logging&type=alert&dateRange=week&author=Brave%20Mango')).toEqual({
      q: 'water logging',
      filters: { type: 'alert', dateRange: 'week', author: 'Brave Mango' },
    });
  });

  it('trims text and leaves out filters that are not set', () => {
    expect(read('q=%20%20dosa%20&author=%20%20')).toEqual({ q: 'dosa', filters: {} });
    expect(read('')).toEqual({ q: '', filters: {} });
  });

  it("drops values the server would refuse, such as the spec's discussion type", () => {
    expect(read('q=x&type=discussion&dateRange=decade')).toEqual({ q: 'x', filters: {} });
    expect(read(`q=${'a'.repeat(MAX_SEARCH_QUERY_LENGTH + 50)}`).q).toHaveLength(MAX_SEARCH_QUERY_LENGTH);
  });
});

describe('searchPath', () => {
  it('puts q first and only the filters that are set', () => {
    expect(searchPath({ q: 'chai & samosa', filters: { dateRange: 'today' } })).toBe(
      '/search?q=chai+%26+samosa&dateRange=today',
    );
    expect(searchPath({ q: '', filters: {} })).toBe('/search?q=');
  });

  it.each<SearchState>([
    { q: 'power cut', filters: {} },
    { q: 'Koramangala 5th block', filters: { type: 'tip', dateRange: 'year', author: 'Quiet Heron' } },
    { q: 'café?&=#', filters: { author: 'a+b' } },
  ])('reads back what it wrote: %j', (state) => {
    expect(readSearchState(new URL(searchPath(state), 'http://x').searchParams)).toEqual(state);
  });
});

describe('activeFilters', () => {
  it("labels each set filter in the panel's order", () => {
    expect(activeFilters({ author: 'Quiet Heron', type: 'experience', dateRange: 'month' })).toEqual([
      { name: 'type', label: 'Type: Experience' },
      { name: 'dateRange', label: 'Date: This Month' },
      { name: 'author', label: 'Author: Quiet Heron' },
    ]);
    expect(activeFilters({})).toEqual([]);
  });

  it('hasFilters is true only when one is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ dateRange: 'today' })).toBe(true);
  });
});

describe('the area searched', () => {
  const area = '8c5e3b2a-3d4e-4f5a-9b6c-7d8e9f0a1b01';
  const other = '8c5e3b2a-3d4e-4f5a-9b6c-7d8e9f0a1b02';

  it('is the one in the address, else the current area, and every area for area=all', () => {
    expect(readSearchState(new URLSearchParams(`q=dosa&area=${other}`), area).area).toBe(other);
    expect(readSearchState(new URLSearchParams('q=dosa'), area).area).toBe(area);
    expect(readSearchState(new URLSearchParams('q=dosa&area=all'), area)).toEqual({ q: 'dosa', filters: {} });
    expect(readSearchState(new URLSearchParams('q=dosa&area=not-an-area'), undefined)).toEqual({
      q: 'dosa',
      filters: {},
    });
  });

  it('says every area outright only where a current area would be searched otherwise', () => {
    expect(searchPath({ q: 'dosa', filters: {} }, area)).toBe('/search?q=dosa&area=all');
    expect(searchPath({ q: 'dosa', filters: {} }, undefined)).toBe('/search?q=dosa');
    expect(searchPath({ q: 'dosa', filters: { type: 'tip' }, area: other }, area)).toBe(
      `/search?q=dosa&type=tip&area=${other}`,
    );
  });
});
