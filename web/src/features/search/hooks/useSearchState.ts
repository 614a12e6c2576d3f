import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { FilterName } from '../filterLabels';
import { readSearchState, type SearchFilters, type SearchState, searchPath } from '../searchUrl';

/**
 * The search lives in the address: every change is a navigation, so a search
 * can be shared and the back button steps through what was tried.
 */
export function useSearchState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readSearchState(params), [params]);
  const go = (next: SearchState) => navigate(searchPath(next));

  return {
    state,
    /** A new query (trimmed), keeping the filters. */
    search: (q: string) => go({ ...state, q: q.trim() }),
    setFilter: <K extends FilterName>(name: K, value: SearchFilters[K] | undefined) => {
      const filters = { ...state.filters };
      if (value === undefined) delete filters[name];
      else filters[name] = value;
      go({ ...state, filters });
    },
    /** One area (its id), or every area (undefined). */
    setArea: (area: string | undefined) =>
      go(area ? { ...state, area } : { q: state.q, filters: state.filters }),
    clearFilters: () => go({ ...state, filters: {} }),
  };
}
