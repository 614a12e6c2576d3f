import { moderateChatMessage } from '@mohalla/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast/useToast';
import { deleteMessage, editMessage } from '../api/chatApi';
import { ChatCommandError } from '../realtime/channelConnection';
import type { ChatChannel } from './useChatChannel';

/** What the panel shows under the list after a blocked or flagged message. */
export interface ChatNotice {
  title: 'Message Blocked' | 'Content Warning';
  messages: string[];
}

const LOGIN_TO_SEND = 'Please log in to send messages in the live chat.';

/**
 * Everything a reader does to messages, with the spec's toasts. Sending runs
 * the shared moderation rules first (block: nothing sent; warn: sent, and the
 * warning stays in the panel); the server checks again. Edit and delete go
 * over HTTP (their answer decides the toast); helpful, report and send over
 * the socket, answered by an `ack` or an `error`.
 */
export function useChatActions(channel: ChatChannel) {
  const { toast } = useToast();
  const [notice, setNotice] = useState<ChatNotice | null>(null);
  const { channelId, areaId, request, dispatch } = channel;

  const commandFailed = (title: string, error: unknown) => {
    console.error(title, error);
    if (error instanceof ChatCommandError && error.code === 'auth_required')
      return toast({ title: 'Authentication Required', description: LOGIN_TO_SEND, tone: 'danger' });
    toast({
      title,
      description: error instanceof Error ? error.message : 'Please try again.',
      tone: 'danger',
    });
  };

  /** An HTTP change that failed: logged, and the spec's toast (its own words, not the server's). */
  const changeFailed = (log: string, title: string, description: string) => (error: Error) => {
    console.error(log, error);
    toast({ title, description, tone: 'danger' });
  };

  /** Resolves true when the message was sent (the composer then clears). */
  const send = async (text: string): Promise<boolean> => {
    const content = text.trim();
    if (content === '') return false;
    const check = moderateChatMessage(content);
    if (check.verdict === 'block') {
      toast({ title: 'Message Blocked', description: check.messages.join(' '), tone: 'danger' });
      setNotice({ title: 'Message Blocked', messages: check.messages });
      return false;
    }
    if (check.verdict === 'warn') {
      toast({ title: 'Content Warning', description: check.messages.join(' '), tone: 'danger' });
      setNotice({ title: 'Content Warning', messages: check.messages });
    } else setNotice(null);
    try {
      const ack = await request({ type: 'send_message', channelId, areaId, content });
      if (ack.warning && check.verdict !== 'warn') setNotice({ ...ack.warning, title: 'Content Warning' });
      return true;
    } catch (error) {
      if (error instanceof ChatCommandError && error.code === 'message_blocked') {
        toast({ title: 'Message Blocked', description: error.message, tone: 'danger' });
        setNotice({ title: 'Message Blocked', messages: [error.message] });
        return false;
      }
      commandFailed('Message Not Sent', error);
      return false;
    }
  };

  const markHelpful = (messageId: string) =>
    request({ type: 'mark_helpful', messageId }).catch((error: unknown) =>
      commandFailed('Could Not Mark Helpful', error),
    );

  const report = (messageId: string) =>
    request({ type: 'report_message', messageId }).then(
      () =>
        toast({ title: 'Report submitted', description: 'Thank you for helping keep the community safe' }),
      (error: unknown) => commandFailed('Report Failed', error),
    );

  const edit = useMutation({
    mutationFn: ({ messageId, content }: { messageId: string; content: string }) =>
      editMessage(messageId, content),
    onSuccess: (result, { messageId, content }) => {
      // No revision: the text was the same, nothing changed (and it is not '(edited)').
      if (result.revision !== null)
        dispatch({
          type: 'edited_locally',
          messageId,
          content: result.content ?? content,
          at: new Date().toISOString(),
        });
      toast({ title: 'Message Updated', description: 'Your message has been updated successfully.' });
    },
    onError: changeFailed(
      'Editing a message failed',
      'Update Failed',
      'Failed to update your message. Please try again.',
    ),
  });

  const remove = useMutation({
    mutationFn: (messageId: string) => deleteMessage(messageId),
    onSuccess: (_result, messageId) => {
      dispatch({ type: 'deleted_locally', messageId });
      toast({ title: 'Message Deleted', description: 'Your message has been deleted successfully.' });
    },
    onError: changeFailed(
      'Deleting a message failed',
      'Delete Failed',
      'Failed to delete your message. Please try again.',
    ),
  });

  return {
    notice,
    dismissNotice: () => setNotice(null),
    send,
    markHelpful,
    report,
    edit,
    remove,
  };
}

export type ChatActions = ReturnType<typeof useChatActions>;
