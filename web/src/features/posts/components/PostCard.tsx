import { type PostDto, type PostSearchHit, TOPICS } from '@mohalla/contracts';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactNode, useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { useRequireAuth } from '../../identity';
import { formatRelativeTime } from '../formatRelativeTime';
import { useUpvote } from '../hooks/useUpvote';
import { POST_TYPE_INFO } from '../postTypes';
import * as styles from './PostCard.css';
import { PostMedia } from './PostMedia';
import { PostOrigin } from './PostOrigin';
import { RepliesSection } from './RepliesSection';
import { ReportDialog } from './ReportDialog';

interface PostCardProps {
  /** A post; one read with where it is from (a search hit) shows its area and city under the title. */
  post: PostDto & Partial<Pick<PostSearchHit, 'area' | 'city'>>;
  /** Shown instead of the plain title or content, e.g. a search hit with its matches marked. */
  marked?: { title?: ReactNode; content?: ReactNode };
  /** The title's heading level: h2 where the cards sit right under the page's h1 (search results). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One thread: who (the area alias), when, what kind, the text and media, its
 * topic, and the upvote, reply and report actions.
 */
export function PostCard({ post, marked, headingLevel: Heading = 'h3' }: PostCardProps) {
  const [repliesOpen, setRepliesOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const upvote = useUpvote(post._id);
  const canUpvote = useRequireAuth('upvote posts');
  const canReport = useRequireAuth('report content');
  const topicColor = TOPICS.find((t) => t.id === post.topicId)?.color;
  // Upvoted before (the read side remembers) or just now (optimistic until the server answers).
  const upvoted = post.upvotedByMe === true || upvote.isPending || upvote.isSuccess;
  const headingId = `post-${post._id}-title`;
  const media = post.mediaUrls.length > 0 ? post.mediaUrls : post.imageUrl ? [post.imageUrl] : [];

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {post.authorAlias.slice(0, 1)}
        </span>
        <div className={styles.byline}>
          <span className={styles.author} title={post.authorAlias}>
            {post.authorAlias}
          </span>
          <time
            className={styles.time}
            dateTime={post.createdAt}
            title={new Date(post.createdAt).toLocaleString()}
          >
            {formatRelativeTime(post.createdAt)}
          </time>
        </div>
        <span className={`${styles.badge} ${styles.typeBadge[post.type]}`}>
          {POST_TYPE_INFO[post.type].label}
        </span>
      </header>
      {post.title ? (
        <Heading id={headingId} className={styles.title}>
          {marked?.title ?? post.title}
        </Heading>
      ) : (
        <VisuallyHidden id={headingId}>{`Post by ${post.authorAlias}`}</VisuallyHidden>
      )}
      {post.area && post.city ? <PostOrigin area={post.area} city={post.city} /> : null}
      <p className={styles.content}>{marked?.content ?? post.content}</p>
      {media.length > 0 ? <PostMedia urls={media} /> : null}
      <footer className={styles.footer}>
        {post.topicName ? (
          <span className={styles.topic}>
            <span
              className={styles.topicDot}
              style={{ background: topicColor ?? 'currentColor' }}
              aria-hidden="true"
            />
            {post.topicName}
          </span>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            aria-pressed={upvoted}
            disabled={upvoted}
            aria-label={`Upvote, ${post.upvotes} ${post.upvotes === 1 ? 'upvote' : 'upvotes'}`}
            onClick={() => {
              if (canUpvote()) upvote.mutate();
            }}
          >
            <Icon name="thumbsUp" size={18} />
            <span className={styles.count}>{post.upvotes}</span>
          </button>
          <button
            type="button"
            className={styles.action}
            aria-expanded={repliesOpen}
            // The name starts with what the button shows ('Reply 2'), as speech input users say it.
            aria-label={`Reply ${post.replyCount}, ${post.replyCount === 1 ? 'reply' : 'replies'}`}
            onClick={() => setRepliesOpen((open) => !open)}
          >
            <Icon name="message" size={18} /> Reply <span className={styles.count}>{post.replyCount}</span>
          </button>
          <button
            type="button"
            className={styles.action}
            aria-label="Report post"
            onClick={() => {
              if (canReport()) setReportOpen(true);
            }}
          >
            <Icon name="flag" size={18} />
          </button>
        </div>
      </footer>
      {repliesOpen ? <RepliesSection postId={post._id} /> : null}
      <ReportDialog postId={post._id} open={reportOpen} onOpenChange={setReportOpen} />
    </article>
  );
}
