import type { ChatMessageDto } from '@mohalla/contracts';
import { useEffect, useState } from 'react';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import { useCurrentUser } from '../../identity';
import { isMine } from '../channelState';
import { useChatActions } from '../hooks/useChatActions';
import type { ChatChannel } from '../hooks/useChatChannel';
import { useOlderMessages } from '../hooks/useOlderMessages';
import { loadErrorText } from '../loadErrorText';
import { ChatHeader } from './ChatHeader';
import { ChatNoticeBanner } from './ChatNoticeBanner';
import * as styles from './ChatPanel.css';
import { Composer } from './Composer';
import { LoginRequired } from './LoginRequired';
import { MessageEditor } from './MessageEditor';
import { MessageList } from './MessageList';
import { MessageMenu } from './MessageMenu';
import { MessageRow } from './MessageRow';

interface ChatPanelProps {
  /** The page's link to the area's lobby; null when the area has none. */
  channel: ChatChannel | null;
  /** People online in the area now. */
  online: number | undefined;
}

/** The Chat tab: the area's lobby, live. */
export function ChatPanel({ channel, online }: ChatPanelProps) {
  if (!channel)
    return (
      <div className={styles.centred}>
        <StateMessage
          icon="message"
          title="No chat room here yet"
          description="This area has no lobby channel."
        />
      </div>
    );
  return <LobbyChat channel={channel} online={online} />;
}

function LobbyChat({ channel, online }: { channel: ChatChannel; online: number | undefined }) {
  const user = useCurrentUser();
  const signedIn = user.status === 'signedIn';
  const actions = useChatActions(channel);
  const older = useOlderMessages(channel);
  const [fullscreen, setFullscreen] = useState(false);
  const [editing, setEditing] = useState<{ id: string; draft: string } | null>(null);
  const { history, status } = channel;
  const state = history.data;
  const alias = state?.alias ?? null;
  const messages = state?.messages ?? [];
  const newest = messages.at(-1);

  useEffect(() => {
    if (!fullscreen) return;
    const exit = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setFullscreen(false);
    };
    document.addEventListener('keydown', exit);
    return () => document.removeEventListener('keydown', exit);
  }, [fullscreen]);

  const renderMessage = (message: ChatMessageDto) => {
    const mine = isMine(message, alias);
    const editor =
      editing?.id === message.id ? (
        <MessageEditor
          draft={editing.draft}
          saving={actions.edit.isPending}
          onChange={(draft) => setEditing({ id: message.id, draft })}
          onCancel={() => setEditing(null)}
          onSave={() =>
            actions.edit.mutate(
              { messageId: message.id, content: editing.draft.trim() },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      ) : null;
    const menu = signedIn ? (
      <MessageMenu
        alias={message.alias}
        mine={mine}
        onHelpful={() => void actions.markHelpful(message.id)}
        onEdit={() => setEditing({ id: message.id, draft: message.content })}
        onDelete={() => actions.remove.mutate(message.id)}
        onReport={() => void actions.report(message.id)}
      />
    ) : null;
    return <MessageRow message={message} mine={mine} menu={menu} editor={editor} />;
  };

  return (
    <section className={`${styles.panel} ${fullscreen ? styles.fullscreen : ''}`} aria-label="Live chat">
      <ChatHeader
        status={status}
        online={online}
        alias={alias}
        signedIn={signedIn}
        fullscreen={fullscreen}
        onToggleFullscreen={() => setFullscreen((on) => !on)}
      />
      <div className={styles.body}>
        {history.isPending ? (
          <div className={styles.centred}>
            <Spinner label="Loading messages..." />
          </div>
        ) : history.isError ? (
          <div className={styles.centred}>
            <LoadFailed
              title="Error loading messages"
              description={loadErrorText(history.error)}
              onRetry={() => void history.refetch()}
              retryLabel="Retry"
            />
          </div>
        ) : (
          <MessageList
            messages={messages}
            renderMessage={renderMessage}
            followId={newest && isMine(newest, alias) ? newest.id : null}
            isOwn={(message) => isMine(message, alias)}
            older={{
              available: state?.nextCursor != null,
              loading: older.isPending,
              error: older.error ? loadErrorText(older.error) : null,
              load: () => {
                if (state?.nextCursor != null) older.mutate(state.nextCursor);
              },
            }}
            empty={
              <StateMessage
                icon="message"
                title="No messages yet"
                description="Say hello to your neighbours: everyone here sees your area alias, never your name."
              />
            }
          />
        )}
      </div>
      {actions.notice ? <ChatNoticeBanner notice={actions.notice} onDismiss={actions.dismissNotice} /> : null}
      {user.status === 'guest' ? (
        <LoginRequired />
      ) : signedIn ? (
        <Composer connected={status === 'connected'} onSend={actions.send} />
      ) : null}
    </section>
  );
}
