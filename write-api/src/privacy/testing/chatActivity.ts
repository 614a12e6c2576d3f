import { channelStream } from '@mohalla/contracts';
import type { Resident } from './historyBuilder.js';
import { event } from './historyBuilder.js';
import type { Neighbourhood } from './neighbourhood.js';

/** Messages sent, edited, deleted, marked helpful and reported both ways, and one hidden. */
export function chatActivity({
  append,
  asha,
  ravi,
  moderatorId,
  areaId,
  channelId,
  ids,
  file,
}: Neighbourhood): void {
  const chat = channelStream(channelId);
  const send = (person: Resident, messageId: string, content: string, attachments: string[] = []) =>
    append(
      chat,
      event('MessageSent', {
        messageId,
        channelId,
        areaId,
        authorId: person.userId,
        authorAlias: person.alias,
        content,
        attachments,
      }),
      person.userId,
    );
  send(asha, ids.ashaMessage, 'Water cut at six', [file(3)]);
  append(
    chat,
    event('MessageEdited', {
      messageId: ids.ashaMessage,
      editorId: asha.userId,
      content: 'Water cut at seven',
    }),
    asha.userId,
  );
  send(asha, ids.ashaDeleted, 'Wrong group');
  append(chat, event('MessageDeleted', { messageId: ids.ashaDeleted, deletedBy: asha.userId }), asha.userId);
  send(ravi, ids.raviMessage, 'Thanks for the warning');
  append(
    chat,
    event('MessageEdited', {
      messageId: ids.raviMessage,
      editorId: ravi.userId,
      content: 'Thanks, neighbour',
    }),
    ravi.userId,
  );
  append(
    chat,
    event('MessageMarkedHelpful', { messageId: ids.raviMessage, userId: asha.userId, helpfulCount: 1 }),
    asha.userId,
  );
  append(
    chat,
    event('MessageMarkedHelpful', { messageId: ids.ashaMessage, userId: ravi.userId, helpfulCount: 1 }),
    ravi.userId,
  );
  append(
    chat,
    event('MessageReported', {
      reportId: ids.ashaMessageReport,
      messageId: ids.raviMessage,
      reporterId: asha.userId,
      reason: 'Rude',
      reportedRevision: 5,
    }),
    asha.userId,
  );
  append(
    chat,
    event('MessageHidden', {
      channelId,
      messageId: ids.ashaMessage,
      reportId: null,
      moderatorId,
      reason: 'Rumour',
    }),
    moderatorId,
  );
}
