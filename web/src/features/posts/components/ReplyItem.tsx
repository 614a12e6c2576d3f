import type { ReplyDto } from '@mohalla/contracts';
import { Icon } from '../../../components/ui/Icon';
import { formatRelativeTime } from '../formatRelativeTime';
import * as card from './PostCard.css';
import { PostMedia } from './PostMedia';
import * as styles from './RepliesSection.css';

interface ReplyItemProps {
  reply: ReplyDto;
  onReply: () => void;
  onReport: () => void;
}

/** One reply: alias, time, text, media, and reply and report actions. */
export function ReplyItem({ reply, onReply, onReport }: ReplyItemProps) {
  return (
    <li className={styles.reply}>
      <div className={card.header}>
        <span className={`${card.avatar} ${styles.smallAvatar}`} aria-hidden="true">
          {reply.authorAlias.slice(0, 1)}
        </span>
        <div className={card.byline}>
          <span className={card.author}>{reply.authorAlias}</span>
          <time className={card.time} dateTime={reply.createdAt}>
            {formatRelativeTime(reply.createdAt)}
          </time>
        </div>
      </div>
      {reply.content ? <p className={`${card.content} ${styles.replyText}`}>{reply.content}</p> : null}
      {reply.mediaUrls.length > 0 ? <PostMedia urls={reply.mediaUrls} /> : null}
      <div className={styles.replyActions}>
        <button
          type="button"
          className={card.action}
          aria-label={`Reply to ${reply.authorAlias}`}
          onClick={onReply}
        >
          <Icon name="reply" size={16} /> Reply
        </button>
        <button type="button" className={card.action} aria-label="Report reply" onClick={onReport}>
          <Icon name="flag" size={16} />
        </button>
      </div>
    </li>
  );
}
