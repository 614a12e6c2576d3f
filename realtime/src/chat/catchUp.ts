import {
  CHAT_RESUME_MAX_EVENTS,
  type ChannelPush,
  channelStream,
  ERASED_TEXT,
  type RecordedEvent,
} from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { asErased, erasedAmong } from './erasedAuthors.js';
import { pushFor } from './pushes.js';

export interface CatchUp {
  /** What the client missed, in order (only what the public sees). */
  pushes: ChannelPush[];
  /** The last revision covered: `lastRevision` when nothing was missed. */
  revision: number;
  /** Log position of the channel's last event read (0 when none). */
  position: number;
}

/**
 * The events of a channel after `lastRevision`, for a client that
 * reconnects; null when resuming makes no sense (a revision the stream
 * never reached, or more missed than is worth sending one by one), in which
 * case the client gets a fresh page instead.
 */
export async function readCatchUp(
  eventStore: EventStore,
  channelId: string,
  lastRevision: number,
): Promise<CatchUp | null> {
  const stream = channelStream(channelId);
  const [last] = await eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 });
  const headRevision = last?.revision ?? -1;
  if (lastRevision > headRevision || headRevision - lastRevision > CHAT_RESUME_MAX_EVENTS) return null;
  if (lastRevision === headRevision) {
    return { pushes: [], revision: headRevision, position: last?.position ?? 0 };
  }
  const missed = await eventStore.readStream(stream, { fromRevision: lastRevision + 1 });
  const newest = missed.at(-1)!;
  const pushes: ChannelPush[] = [];
  for (const recorded of missed) {
    const push = await pushFor(eventStore, recorded);
    if (push) pushes.push(push);
  }
  const erased = await erasedMessages(eventStore, missed);
  return {
    pushes: asTheyNowStand(withoutGoneText(pushes)).map((push) => withoutErasedText(push, erased)),
    revision: newest.revision,
    position: newest.position,
  };
}

/**
 * A message deleted or hidden within the missed range keeps only its
 * `message_deleted`: its text (sent or edited) before that is not replayed,
 * so resuming from far back (`lastRevision: -1`) shows no more than history
 * does. A restore after it brings the message back as it then stood.
 */
function withoutGoneText(pushes: ChannelPush[]): ChannelPush[] {
  const lastGone = new Map<string, number>();
  pushes.forEach((push, at) => {
    if (push.type === 'message_deleted') lastGone.set(push.messageId, at);
  });
  return pushes.filter(
    (push, at) => push.type === 'message_deleted' || at > (lastGone.get(messageIdOf(push)) ?? -1),
  );
}

const messageIdOf = (push: ChannelPush) => (push.type === 'new_message' ? push.message.id : push.messageId);

/**
 * Every message the missed range sends, restores or edits goes out as it
 * stands at the end of the range (its last text, when that was set, and its
 * last helpful count), as history folds it: a message sent in the range and
 * edited after carries the edited text, and an edit followed by another
 * carries the last. A restore's `new_message` carries the message as it
 * stood at the restore, with whatever edits and helpful counts came after
 * it (a restore, then an edit, must not hand out the text edited away). The
 * pushes and their revisions stay as they are (the client counts them),
 * only text that was edited away is never handed out again.
 */
function asTheyNowStand(pushes: ChannelPush[]): ChannelPush[] {
  const lastEdit = new Map<string, { content: string; editedAt: string; revision: number }>();
  const lastHelpful = new Map<string, { helpfulCount: number; revision: number }>();
  for (const push of pushes) {
    if (push.type === 'message_edited') lastEdit.set(push.messageId, push);
    if (push.type === 'message_helpful') lastHelpful.set(push.messageId, push);
  }
  return pushes.map((push) => {
    if (push.type === 'new_message') {
      // Only what came after this push (a send's or a restore's revision): a restore already carries what came before it.
      const edit = lastEdit.get(push.message.id);
      const helpful = lastHelpful.get(push.message.id);
      const now =
        edit && edit.revision > push.revision ? { content: edit.content, editedAt: edit.editedAt } : {};
      const helpfulCount =
        helpful && helpful.revision > push.revision ? helpful.helpfulCount : push.message.helpfulCount;
      return { ...push, message: { ...push.message, ...now, helpfulCount } };
    }
    if (push.type === 'message_edited') {
      const { content, editedAt } = lastEdit.get(push.messageId)!;
      return { ...push, content, editedAt };
    }
    if (push.type === 'message_helpful') {
      return { ...push, helpfulCount: lastHelpful.get(push.messageId)!.helpfulCount };
    }
    return push;
  });
}

/**
 * The messages in the range whose author erased themselves (issue 16): a
 * message's sender, and an edit's editor (only authors edit). A resume from
 * far back hands out no more of their words than history does.
 */
async function erasedMessages(
  eventStore: EventStore,
  missed: readonly RecordedEvent[],
): Promise<Set<string>> {
  const writers = new Map<string, string>();
  for (const { type, data } of missed) {
    const fields = data as { messageId?: string; authorId?: string; editorId?: string };
    const writer =
      type === 'MessageSent' ? fields.authorId : type === 'MessageEdited' ? fields.editorId : undefined;
    if (writer && fields.messageId) writers.set(fields.messageId, writer);
  }
  const erased = await erasedAmong(eventStore, [...writers.values()]);
  return new Set([...writers].filter(([, writer]) => erased.has(writer)).map(([messageId]) => messageId));
}

function withoutErasedText(push: ChannelPush, erased: ReadonlySet<string>): ChannelPush {
  if (erased.size === 0) return push;
  if (push.type === 'new_message' && erased.has(push.message.id))
    return { ...push, message: asErased(push.message) };
  if (push.type === 'message_edited' && erased.has(push.messageId)) return { ...push, content: ERASED_TEXT };
  return push;
}
