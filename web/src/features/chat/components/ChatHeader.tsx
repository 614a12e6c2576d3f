import { Icon } from '../../../components/ui/Icon';
import type { ConnectionStatus } from '../realtime/chatSocket';
import * as styles from './ChatPanel.css';

interface ChatHeaderProps {
  status: ConnectionStatus;
  online: number | undefined;
  /** The reader's alias in this area; null for guests. */
  alias: string | null;
  signedIn: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
}

const LABELS: Record<ConnectionStatus, string> = {
  connecting: 'Connecting...',
  connected: 'Connected',
  disconnected: 'Disconnected',
};

/** 'Live Chat', the connection label with the online count, who the reader is here, and fullscreen. */
export function ChatHeader({
  status,
  online,
  alias,
  signedIn,
  fullscreen,
  onToggleFullscreen,
}: ChatHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <h2 className={styles.title}>Live Chat</h2>
        <p className={styles.connection} role="status">
          <span className={`${styles.dot} ${styles.dotTone[status]}`} aria-hidden="true" />
          <span className={status === 'connected' ? styles.connectedLabel : undefined}>{LABELS[status]}</span>
          {status === 'connected' && online !== undefined ? (
            <span>
              <span className={styles.connectedLabel}>· </span>
              {online} online
            </span>
          ) : null}
        </p>
      </div>
      <div className={styles.headerActions}>
        {signedIn && alias ? (
          <span
            className={styles.alias}
            title="Your alias in this area: neighbours see this, never your name"
          >
            <Icon name="user" size={14} className={styles.aliasIcon} />
            <span className={styles.aliasLabel}>You are </span>
            <strong className={styles.aliasName}>{alias}</strong>
          </span>
        ) : null}
        <button
          type="button"
          className={styles.iconButton}
          aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
          aria-pressed={fullscreen}
          onClick={onToggleFullscreen}
        >
          <Icon name={fullscreen ? 'minimize' : 'maximize'} size={18} />
        </button>
      </div>
    </header>
  );
}
