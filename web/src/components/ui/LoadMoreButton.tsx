import { Button } from './Button';

interface LoadMoreButtonProps {
  /** The infinite query whose next page it fetches. */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}

/** 'Load more' under a paged list, while there is a next page; it waits for the page it asked for. */
export function LoadMoreButton({ pages }: LoadMoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
    </Button>
  );
}
