import { REPLY_MAX, REPLY_MEDIA_MAX } from '@mohalla/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { MediaUploader, useMediaUploads } from '../../uploads';
import { useAddReply } from '../hooks/useAddReply';
import * as styles from './ThreadForms.css';

/** Who is being answered; a new `nonce` re-applies the same alias. */
export interface Mention {
  alias: string;
  nonce: number;
}

interface ReplyBoxProps {
  postId: string;
  mention: Mention | null;
  onClose: () => void;
}

/**
 * The reply box: text (prefixed '@alias ' when answering a person) and up to
 * three media. Reply is disabled while there is neither text nor media.
 */
export function ReplyBox({ postId, mention, onClose }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const prefix = useRef('');
  const uploads = useMediaUploads(REPLY_MEDIA_MAX);
  const reply = useAddReply(postId, () => {
    setText('');
    prefix.current = '';
    uploads.clear(false);
    onClose();
  });

  useEffect(() => {
    if (!mention) return;
    // Replace an earlier '@someone ' rather than stacking mentions.
    const next = `@${mention.alias} `;
    const previous = prefix.current;
    prefix.current = next;
    setText(
      (current) =>
        next + (previous && current.startsWith(previous) ? current.slice(previous.length) : current),
    );
    area.current?.focus();
  }, [mention]);

  const blank = text.trim() === '' && uploads.media.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || uploads.uploading > 0) return;
    reply.mutate({ content: text.trim(), anonymous: true, mediaUrls: uploads.media.map((m) => m.url) });
  };

  const cancel = () => {
    setText('');
    prefix.current = '';
    uploads.clear(true);
    onClose();
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Write a reply">
      <TextAreaField
        ref={area}
        label="Your reply"
        value={text}
        rows={3}
        maxLength={REPLY_MAX}
        placeholder="Write a reply..."
        hint="Replies are anonymous: neighbours see your area alias."
        onChange={(event) => setText(event.target.value)}
      />
      <MediaUploader uploads={uploads} max={REPLY_MEDIA_MAX} label="Attach media" />
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={cancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={blank || reply.isPending || uploads.uploading > 0}>
          {reply.isPending ? 'Replying...' : 'Reply'}
        </Button>
      </div>
    </form>
  );
}
