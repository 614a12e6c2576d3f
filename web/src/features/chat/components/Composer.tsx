import { CHAT_ATTACHMENTS_MAX, CHAT_CONTENT_MAX } from '@mohalla/contracts';
import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { useMediaUploads } from '../../uploads';
import { appendFileUrls } from '../messageParts';
import { AttachmentsPanel } from './AttachmentsPanel';
import * as panel from './ChatPanel.css';
import * as styles from './Composer.css';

interface ComposerProps {
  connected: boolean;
  /** Resolves true once the server took the message (the text is cleared then). */
  onSend: (text: string) => Promise<boolean>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; nothing can be typed while disconnected. */
export function Composer({ connected, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const uploads = useMediaUploads(CHAT_ATTACHMENTS_MAX);
  const canSend = connected && !sending && text.trim() !== '';

  const send = async () => {
    if (!canSend) return;
    const sending = text;
    setSending(true);
    const sent = await onSend(sending);
    setSending(false);
    // Whatever was typed meanwhile stays.
    if (sent) setText((current) => (current === sending ? '' : current));
  };

  return (
    <div className={styles.composer}>
      {attaching ? (
        <AttachmentsPanel
          uploads={uploads}
          onAdd={(urls) => {
            setText((current) => appendFileUrls(current, urls));
            setAttaching(false);
          }}
        />
      ) : null}
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <button
          type="button"
          className={panel.iconButton}
          aria-label="Attachments"
          aria-expanded={attaching}
          disabled={!connected}
          onClick={() => setAttaching((open) => !open)}
        >
          <Icon name="paperclip" size={20} />
        </button>
        <textarea
          className={styles.input}
          aria-label="Message"
          placeholder={connected ? 'Type your message...' : 'Waiting for the connection...'}
          rows={1}
          value={text}
          maxLength={CHAT_CONTENT_MAX}
          disabled={!connected}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" className={panel.iconButton} aria-label="Send message" disabled={!canSend}>
          <Icon name="send" size={20} />
        </button>
      </form>
      {text.length > CHAT_CONTENT_MAX * 0.8 ? (
        <p className={styles.hint}>
          {text.length}/{CHAT_CONTENT_MAX}
        </p>
      ) : null}
    </div>
  );
}
