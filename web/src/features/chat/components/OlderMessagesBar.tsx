import { Button } from '../../../components/ui/Button';
import * as styles from './MessageList.css';

export interface OlderControls {
  /** An older page exists. */
  available: boolean;
  loading: boolean;
  /** Why the last attempt failed, as a sentence, shown with Retry. */
  error: string | null;
  load: () => void;
}

/**
 * 'Load more messages' over the top of the list. Scrolling up loads older
 * pages by itself, so the bar shows only while that is under way, when it
 * failed (with Retry), or when the keyboard reaches the button: it stays a
 * tab stop and a button for keyboard and screen reader users.
 */
export function OlderMessagesBar({ older }: { older: OlderControls }) {
  if (!older.available && !older.error) return null;
  const shown = older.loading || older.error !== null;
  return (
    <div className={shown ? styles.older : `${styles.older} ${styles.olderIdle}`}>
      {older.error ? (
        <>
          <span className={styles.olderError} role="alert">
            Error loading messages: {older.error}
          </span>
          <Button size="sm" variant="secondary" onClick={older.load}>
            Retry
          </Button>
        </>
      ) : (
        // aria-disabled, not disabled: a disabled button would drop the keyboard's focus to the page.
        <Button
          size="sm"
          variant="secondary"
          aria-disabled={older.loading}
          onClick={() => {
            if (!older.loading) older.load();
          }}
        >
          {older.loading ? 'Loading...' : 'Load more messages'}
        </Button>
      )}
    </div>
  );
}
