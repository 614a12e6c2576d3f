import { Icon } from '../../../components/ui/Icon';
import { useScrollIntoViewOnAppear } from '../../../components/ui/useScrollIntoViewOnAppear';
import type { ModerationNotice } from '../moderationView';
import * as styles from './ModerationBanner.css';

interface ModerationBannerProps {
  notice: ModerationNotice;
}

const toneOf = {
  'Content Blocked': 'blocked',
  'Content Warning': 'warning',
  'Content Notice': 'notice',
} as const;

/**
 * Why a post was blocked or flagged: the spec's prefix, the messages and the
 * detected keywords. It sits at the end of a long form, below the fold on a
 * phone, so each new notice scrolls it into view.
 */
export function ModerationBanner({ notice }: ModerationBannerProps) {
  const ref = useScrollIntoViewOnAppear<HTMLDivElement>(notice);
  return (
    <div ref={ref} className={`${styles.banner} ${styles.tone[toneOf[notice.title]]}`} role="alert">
      <Icon name={notice.title === 'Content Blocked' ? 'ban' : 'alert'} size={20} />
      <div className={styles.body}>
        <p className={styles.title}>{notice.title}</p>
        {notice.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
        {notice.keywords.length > 0 ? (
          <div>
            <span>Detected: </span>
            <ul className={styles.keywords} aria-label="Detected keywords">
              {notice.keywords.map((keyword) => (
                <li key={keyword} className={styles.keyword}>
                  {keyword}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}
