import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import type { ChatChannel } from '../hooks/useChatChannel';
import * as styles from './ChatPanel.css';

// The chat's UI (the message list and its virtualiser, the message menu's dropdown and
// floating-ui, the composer and its content rules) loads the first time the Chat tab
// opens, not with the Threads tab. The channel itself (socket, online count, badge)
// stays with the page: only what draws the chat waits.
const ChatPanel = lazy(() => import('./ChatPanel').then((m) => ({ default: m.ChatPanel })));

interface LazyChatPanelProps {
  channel: ChatChannel | null;
  online: number | undefined;
}

/** The Chat tab's panel; while its code loads, a panel of the same size with a spinner. */
export function LazyChatPanel(props: LazyChatPanelProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.panel}>
          <div className={styles.centred}>
            <Spinner label="Loading chat..." />
          </div>
        </div>
      }
    >
      <ChatPanel {...props} />
    </Suspense>
  );
}
