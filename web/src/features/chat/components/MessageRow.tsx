import type { ChatMessageDto } from '@mohalla/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { avatarGradient, avatarInitial } from '../avatarGradient';
import { formatChatTime } from '../formatChatTime';
import { messageParts } from '../messageParts';
import * as styles from './MessageRow.css';

interface MessageRowProps {
  message: ChatMessageDto;
  mine: boolean;
  /** The menu, for signed-in readers; the inline editor replaces the text while editing. */
  menu: ReactNode;
  editor: ReactNode;
}

/** One message: avatar (initial and gradient from the alias), alias, 12-hour time, text, files, helpful count (once above 0). */
export function MessageRow({ message, mine, menu, editor }: MessageRowProps) {
  const { text, files } = messageParts(message.content, message.attachments);
  const time = formatChatTime(message.createdAt);
  return (
    <article className={styles.message} aria-label={`${message.alias} at ${time}`}>
      <span
        className={styles.avatar}
        style={{ background: avatarGradient(message.alias) }}
        aria-hidden="true"
      >
        {avatarInitial(message.alias)}
      </span>
      <div className={styles.main}>
        <div className={styles.byline}>
          <span className={styles.author}>{message.alias}</span>
          {mine ? <span className={styles.you}>You</span> : null}
          <time
            className={styles.meta}
            dateTime={message.createdAt}
            title={new Date(message.createdAt).toLocaleString()}
          >
            {time}
          </time>
          {message.editedAt ? <span className={styles.meta}>(edited)</span> : null}
        </div>
        {editor ?? (
          <>
            {text ? <p className={styles.text}>{text}</p> : null}
            {files.length > 0 ? (
              <div className={styles.files}>
                {files.map((file, index) =>
                  file.kind === 'image' ? (
                    <a key={file.url} href={file.url} target="_blank" rel="noreferrer">
                      <img
                        className={styles.file}
                        src={file.url}
                        alt={`Attachment ${index + 1}`}
                        loading="lazy"
                      />
                    </a>
                  ) : (
                    // biome-ignore lint/a11y/useMediaCaption: neighbours' clips come without captions
                    <video
                      key={file.url}
                      className={styles.file}
                      src={file.url}
                      controls
                      preload="metadata"
                    />
                  ),
                )}
              </div>
            ) : null}
          </>
        )}
        {/* '0 helpful' under every message is noise: the count shows once someone found it so. */}
        {message.helpfulCount > 0 ? (
          <span className={styles.helpful}>
            <Icon name="thumbsUp" size={14} /> {message.helpfulCount} helpful
          </span>
        ) : null}
      </div>
      {menu}
    </article>
  );
}
