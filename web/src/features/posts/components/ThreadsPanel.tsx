import { useInfiniteQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import { postsQuery } from '../api/postsQueries';
import { PostCard } from './PostCard';
import * as styles from './ThreadsPanel.css';

interface ThreadsPanelProps {
  areaId: string;
  /** The selected topic; null for All Topics. */
  topicId: string | null;
  topicName: string | null;
  onCreateThread: () => void;
}

/**
 * The Threads tab: the area's posts for the selected topic, newest first, a page at a time.
 * Memoised: the area page re-renders as each of its other reads (numbers, topics, the chat's
 * history and socket state) arrives, and the list need not render again for those.
 */
export const ThreadsPanel = memo(function ThreadsPanel({
  areaId,
  topicId,
  topicName,
  onCreateThread,
}: ThreadsPanelProps) {
  const posts = useInfiniteQuery(postsQuery(areaId, topicId));
  const list = posts.data?.pages.flatMap((page) => page.posts) ?? [];
  const empty = posts.isSuccess && list.length === 0;

  return (
    <div className={styles.panelBody}>
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{topicName ? `${topicName} threads` : 'All threads'}</h2>
        {empty ? null : (
          <Button size="sm" onClick={onCreateThread}>
            <Icon name="plus" size={16} /> Start Thread
          </Button>
        )}
      </div>
      {posts.isPending ? (
        <div className={styles.loading}>
          <Spinner label="Loading threads..." />
        </div>
      ) : posts.isError ? (
        <LoadFailed
          title="Failed to load threads"
          description={posts.error.message}
          onRetry={() => void posts.refetch()}
        />
      ) : empty ? (
        <StateMessage
          icon="message"
          title="No threads yet"
          description={
            topicName
              ? `Nobody has posted about ${topicName.toLowerCase()} here yet. Ask a question or share a tip.`
              : 'Be the first to ask a question, share a tip or raise an alert for your neighbours.'
          }
          action={
            <Button onClick={onCreateThread}>
              <Icon name="plus" size={18} /> Create First Thread
            </Button>
          }
        />
      ) : (
        <>
          <ul className={styles.list} aria-label="Threads">
            {list.map((post) => (
              <li key={post._id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          {posts.hasNextPage ? (
            <div className={styles.more}>
              <LoadMoreButton pages={posts} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
});
