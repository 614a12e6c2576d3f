import type { PostSearchHit } from '@mohalla/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Highlighted } from './Highlighted';
import * as styles from './SearchPage.css';

/** A hit's title and content with the matched words marked (absent: nothing matched there). */
export interface MarkedHit {
  title?: ReactNode;
  content?: ReactNode;
}

/** Draws one hit; app/ passes the threads feature's post card, so search knows no other feature. */
export type RenderHit = (hit: PostSearchHit, marked: MarkedHit) => ReactNode;

interface SearchResultsProps {
  renderHit: RenderHit;
  hits: readonly PostSearchHit[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Set when the last 'Load more' failed. */
  moreFailed: boolean;
  onLoadMore: () => void;
}

/** The hits as post cards, the matched words marked, then 'Load more' while there are more. */
export function SearchResults({
  renderHit,
  hits,
  hasMore,
  loadingMore,
  moreFailed,
  onLoadMore,
}: SearchResultsProps) {
  return (
    <>
      <ul className={styles.list} aria-label="Search results">
        {hits.map((hit) => (
          <li key={hit._id}>
            {renderHit(hit, {
              title: hit.highlights.title ? <Highlighted html={hit.highlights.title} /> : undefined,
              content: hit.highlights.content ? <Highlighted html={hit.highlights.content} /> : undefined,
            })}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className={styles.more}>
          {moreFailed ? (
            <p role="alert" className={styles.moreError}>
              Failed to search. Please try again.
            </p>
          ) : null}
          <Button variant="secondary" disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </>
  );
}
