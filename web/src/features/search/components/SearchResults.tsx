import type { PostSearchHit } from '@mohalla/contracts';
import { Button } from '../../../components/ui/Button';
import { PostCard } from '../../threads/components/PostCard';
import { Highlighted } from './Highlighted';
import * as styles from './SearchPage.css';

interface SearchResultsProps {
  hits: readonly PostSearchHit[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Set when the last 'Load more' failed. */
  moreFailed: boolean;
  onLoadMore: () => void;
}

/** The hits as post cards, the matched words marked, then 'Load more' while there are more. */
export function SearchResults({ hits, hasMore, loadingMore, moreFailed, onLoadMore }: SearchResultsProps) {
  return (
    <>
      <ul className={styles.list} aria-label="Search results">
        {hits.map((hit) => (
          <li key={hit._id}>
            <PostCard
              post={hit}
              marked={{
                title: hit.highlights.title ? <Highlighted html={hit.highlights.title} /> : undefined,
                content: hit.highlights.content ? <Highlighted html={hit.highlights.content} /> : undefined,
              }}
            />
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
