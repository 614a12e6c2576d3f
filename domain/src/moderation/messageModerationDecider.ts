import type { DomainEvent, ModerationEvent, ReportStatus } from '@mohalla/contracts';
import { channelStream, DomainError } from '@mohalla/contracts';
import type { Decider } from '../commands/runCommand.js';
import { requireOpenReport } from './requireOpenReport.js';
import { requireReason } from './requireReason.js';

/** One chat message as moderators' decisions see it. */
export interface MessageModerationState {
  messageId: string;
  status: 'absent' | 'live' | 'deleted';
  hidden: boolean;
  /** Reports of this message: reportId → status. */
  reports: ReadonlyMap<string, ReportStatus>;
}

/**
 * A channel's messages as moderation sees them, folded from its stream. The
 * fold covers every message (not the one a command names) so that one cached
 * fold serves every moderation command on the channel, and commands on
 * different messages decided together each see their own message.
 */
export interface ChannelModerationState {
  messages: Map<string, MessageModerationState>;
  /** reportId → the message it reports (decisions name the report only). */
  reportedMessages: Map<string, string>;
}

/** Shared and never changed: the fold starts a fresh state on its first event. */
export const initialChannelModerationState: ChannelModerationState = Object.freeze({
  messages: new Map(),
  reportedMessages: new Map(),
});

/** The message `messageId` of the channel; absent when the channel never held it. */
export function messageModerationState(
  channel: ChannelModerationState,
  messageId: string,
): MessageModerationState {
  return (
    channel.messages.get(messageId) ?? { messageId, status: 'absent', hidden: false, reports: new Map() }
  );
}

type Decision = { channelId: string; messageId: string; moderatorId: string; reason: string };
export type MessageModerationCommand =
  | { type: 'HideMessage'; data: Decision & { reportId: string | null } }
  | { type: 'RestoreMessage'; data: Decision }
  | { type: 'DismissMessageReport'; data: Decision & { reportId: string } }
  | { type: 'UpholdMessageReport'; data: Decision & { reportId: string; hide: boolean } };

/**
 * Moderators' rules for a chat message, as for posts: hide and restore
 * (again changes nothing; a message its author deleted is gone already, so
 * hiding it changes nothing either), dismiss or uphold one of its open
 * reports (upholding hides the message unless told not to), always with a reason.
 */
export function decideMessageModeration(
  command: MessageModerationCommand,
  state: MessageModerationState,
): ModerationEvent[] {
  const { channelId, messageId, moderatorId } = command.data;
  const reason = requireReason(command.data.reason);
  if (state.status === 'absent') {
    throw new DomainError('CHAT.MESSAGE_NOT_FOUND', `Message ${messageId} was not found.`);
  }
  const visible = state.status === 'live' && !state.hidden;
  const hidden = (reportId: string | null): ModerationEvent => ({
    type: 'MessageHidden',
    data: { channelId, messageId, reportId, moderatorId, reason },
  });
  switch (command.type) {
    case 'HideMessage':
      if (command.data.reportId !== null) openReport(state, command.data.reportId);
      return visible ? [hidden(command.data.reportId)] : [];
    case 'RestoreMessage':
      return state.hidden
        ? [{ type: 'MessageRestored', data: { channelId, messageId, moderatorId, reason } }]
        : [];
    case 'DismissMessageReport': {
      const { reportId } = command.data;
      openReport(state, reportId);
      return [{ type: 'ReportDismissed', data: { reportId, moderatorId, reason } }];
    }
    case 'UpholdMessageReport': {
      const { reportId, hide } = command.data;
      openReport(state, reportId);
      const upheld: ModerationEvent = { type: 'ReportUpheld', data: { reportId, moderatorId, reason } };
      return hide && visible ? [upheld, hidden(reportId)] : [upheld];
    }
  }
}

function openReport(state: MessageModerationState, reportId: string): void {
  requireOpenReport(state.reports.get(reportId), reportId, 'message');
}

/**
 * Folds one event into the channel's state, in place after the first event
 * (a long channel must not be copied per event); each message's own entry is
 * replaced, never changed, so a state handed out earlier keeps its values.
 */
export function evolveChannelModeration(
  state: ChannelModerationState,
  event: DomainEvent,
): ChannelModerationState {
  const channel =
    state === initialChannelModerationState ? { messages: new Map(), reportedMessages: new Map() } : state;
  const update = (messageId: string, change: (message: MessageModerationState) => MessageModerationState) =>
    channel.messages.set(messageId, change(messageModerationState(channel, messageId)));
  switch (event.type) {
    case 'MessageSent':
      update(event.data.messageId, (message) => ({ ...message, status: 'live' }));
      break;
    case 'MessageDeleted':
      update(event.data.messageId, (message) => ({ ...message, status: 'deleted' }));
      break;
    case 'MessageHidden':
    case 'MessageRestored': {
      const hidden = event.type === 'MessageHidden';
      update(event.data.messageId, (message) => ({ ...message, hidden }));
      break;
    }
    case 'MessageReported':
      channel.reportedMessages.set(event.data.reportId, event.data.messageId);
      update(event.data.messageId, (message) => ({
        ...message,
        reports: new Map(message.reports).set(event.data.reportId, 'open'),
      }));
      break;
    case 'ReportDismissed':
    case 'ReportUpheld': {
      const { reportId } = event.data;
      const messageId = channel.reportedMessages.get(reportId);
      if (messageId === undefined) break;
      const status = event.type === 'ReportDismissed' ? 'dismissed' : 'upheld';
      update(messageId, (message) => ({
        ...message,
        reports: new Map(message.reports).set(reportId, status),
      }));
      break;
    }
    default:
      break;
  }
  return channel;
}

/**
 * Moderators' actions on a chat message, for runCommand: the channel is
 * folded whole (the fold cache is per evolve function) and the message picked.
 */
export const messageModerationDecider: Decider<MessageModerationCommand, ChannelModerationState> = {
  streamOf: (command) => channelStream(command.data.channelId),
  initialState: initialChannelModerationState,
  evolve: evolveChannelModeration,
  decide: (command, channel) =>
    decideMessageModeration(command, messageModerationState(channel, command.data.messageId)),
};
