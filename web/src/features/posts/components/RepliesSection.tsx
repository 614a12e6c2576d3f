import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { useCurrentUser, useRequireAuth } from '../../identity';
import { repliesQuery } from '../api/postsQueries';
import * as styles from './RepliesSection.css';
import { type Mention, ReplyBox } from './ReplyBox';
import { ReplyItem } from './ReplyItem';
import { ReportDialog } from './ReportDialog';

interface RepliesSectionProps {
  postId: string;
}

/** Under a post: its replies, oldest first, and the reply box (open at first). */
export function RepliesSection({ postId }: RepliesSectionProps) {
  const replies = useQuery(repliesQuery(postId));
  const user = useCurrentUser();
  const canReply = useRequireAuth('reply to posts');
  const canReport = useRequireAuth('report content');
  const [boxOpen, setBoxOpen] = useState(true);
  const [mention, setMention] = useState<Mention | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const signedIn = user.status === 'signedIn';

  const replyTo = (alias: string) => {
    if (!canReply()) return;
    setBoxOpen(true);
    setMention((current) => ({ alias, nonce: (current?.nonce ?? 0) + 1 }));
  };

  return (
    <section className={styles.section} aria-label="Replies">
      {replies.isPending ? (
        <p className={styles.muted}>Loading replies...</p>
      ) : replies.isError ? (
        <p className={styles.muted} role="alert">
          Failed to load replies.
        </p>
      ) : replies.data.length === 0 ? (
        <p className={styles.muted}>No replies yet.</p>
      ) : (
        <ul className={styles.list}>
          {replies.data.map((reply) => (
            <ReplyItem
              key={reply._id}
              reply={reply}
              onReply={() => replyTo(reply.authorAlias)}
              onReport={() => {
                if (canReport()) setReporting(reply._id);
              }}
            />
          ))}
        </ul>
      )}
      {signedIn && boxOpen ? (
        <ReplyBox
          postId={postId}
          mention={mention}
          onClose={() => {
            setBoxOpen(false);
            setMention(null);
          }}
        />
      ) : (
        <div>
          <Button variant="secondary" size="sm" onClick={() => canReply() && setBoxOpen(true)}>
            <Icon name="reply" size={16} /> Write a reply
          </Button>
        </div>
      )}
      <ReportDialog
        postId={postId}
        {...(reporting ? { replyId: reporting } : {})}
        open={reporting !== null}
        onOpenChange={(open) => {
          if (!open) setReporting(null);
        }}
      />
    </section>
  );
}
