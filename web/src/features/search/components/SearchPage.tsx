import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import { postSearchQuery } from '../api/searchQueries';
import { activeFilters, type FilterName } from '../filterLabels';
import { useSearchState } from '../hooks/useSearchState';
import { ActiveFilters } from './ActiveFilters';
import { AreaScope } from './AreaScope';
import { FilterPanel } from './FilterPanel';
import { FiltersDisclosure } from './FiltersDisclosure';
import { SearchBox } from './SearchBox';
import * as styles from './SearchPage.css';
import { type RenderHit, SearchResults } from './SearchResults';

/**
 * /search?q=: the query box, the filter panel and the matching posts, best
 * first, in the current area unless 'All areas' is chosen.
 */
export function SearchPage({ renderHit }: { renderHit: RenderHit }) {
  const { state, search, setFilter, setArea, clearFilters } = useSearchState();
  const { q, filters } = state;
  const results = useInfiniteQuery(postSearchQuery(state));
  const heading = useRef<HTMLHeadingElement>(null);
  const hits = results.data?.pages.flatMap((page) => page.posts) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  const title = q === '' ? 'Search Posts' : results.isPending ? 'Searching...' : `Search Results for "${q}"`;
  // One polite live region says how the search went; the visible count is the same text.
  const count =
    q === '' || !results.data
      ? ''
      : total === 0
        ? 'No results found'
        : `Found ${total} ${total === 1 ? 'result' : 'results'}`;

  // The badge that had focus is gone: hand focus to the results' heading.
  const removeFilter = (name: FilterName) => {
    setFilter(name, undefined);
    heading.current?.focus();
  };

  return (
    <div className={styles.layout}>
      <title>{`${title} · Mohalla`}</title>
      <div className={styles.searchBox}>
        <SearchBox query={q} onSearch={search} />
      </div>
      <aside className={styles.filters}>
        <FiltersDisclosure activeCount={activeFilters(filters).length}>
          <FilterPanel filters={filters} onFilter={setFilter} onClear={clearFilters} />
        </FiltersDisclosure>
      </aside>
      <section className={styles.results} aria-labelledby="search-title">
        <header className={styles.resultsHeader}>
          <h1 id="search-title" ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h1>
          <p role="status" className={styles.count}>
            {total > 0 ? count : <VisuallyHidden>{count}</VisuallyHidden>}
          </p>
          <AreaScope area={state.area} onChange={setArea} />
          <ActiveFilters filters={filters} onRemove={removeFilter} />
        </header>
        {q === '' ? (
          <p className={styles.hint}>
            {`Type a word or two above to find posts from ${state.area ? 'this area' : 'every area'}.`}
          </p>
        ) : results.isPending ? (
          <Spinner label="Looking through posts..." className={styles.loading} />
        ) : results.data ? (
          total === 0 ? (
            <StateMessage
              icon="search"
              title="No results found"
              description="Try adjusting your search terms or filters"
              headingLevel="h2"
            />
          ) : (
            <SearchResults
              renderHit={renderHit}
              hits={hits}
              hasMore={results.hasNextPage}
              loadingMore={results.isFetchingNextPage}
              moreFailed={results.isFetchNextPageError}
              onLoadMore={() => void results.fetchNextPage()}
            />
          )
        ) : (
          <LoadFailed title="Failed to search. Please try again." onRetry={() => void results.refetch()} />
        )}
      </section>
    </div>
  );
}
