import { Icon } from '../../../components/ui/Icon';
import type { ChatNotice } from '../hooks/useChatActions';
import * as styles from './ChatPanel.css';

interface ChatNoticeBannerProps {
  notice: ChatNotice;
  onDismiss: () => void;
}

/** Why the last message was blocked, or what it was warned about (it was still sent). */
export function ChatNoticeBanner({ notice, onDismiss }: ChatNoticeBannerProps) {
  return (
    <div className={`${styles.notice} ${styles.noticeTone[notice.title]}`} role="alert">
      <Icon name={notice.title === 'Message Blocked' ? 'ban' : 'alert'} size={18} />
      <div className={styles.noticeText}>
        <p className={styles.noticeTitle}>{notice.title}</p>
        {notice.messages.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <button type="button" className={styles.iconButton} aria-label="Dismiss" onClick={onDismiss}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
