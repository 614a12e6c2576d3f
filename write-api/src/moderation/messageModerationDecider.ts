import type { DomainEvent, ModerationEvent, ReportStatus } from '@mohalla/contracts';
import { DomainError } from '@mohalla/infra';
import { requireReason } from './requireReason.js';

/** One chat message as moderators' decisions see it, folded from its channel's stream. */
export interface MessageModerationState {
  messageId: string;
  status: 'absent' | 'live' | 'deleted';
  hidden: boolean;
  /** Reports of this message: reportId → status. */
  reports: ReadonlyMap<string, ReportStatus>;
}

export const initialMessageModerationState = (messageId: string): MessageModerationState => ({
  messageId,
  status: 'absent',
  hidden: false,
  reports: new Map(),
});

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
  const status = state.reports.get(reportId);
  if (!status) throw new DomainError('REPORT.NOT_FOUND', `Report ${reportId} was not found on this message.`);
  if (status !== 'open')
    throw new DomainError('REPORT.ALREADY_DECIDED', `Report ${reportId} was already ${status}.`);
}

/** Folds only what concerns this message: one small step per event of a long channel. */
export function evolveMessageModeration(
  state: MessageModerationState,
  event: DomainEvent,
): MessageModerationState {
  switch (event.type) {
    case 'MessageSent':
      return event.data.messageId === state.messageId ? { ...state, status: 'live' } : state;
    case 'MessageDeleted':
      return event.data.messageId === state.messageId ? { ...state, status: 'deleted' } : state;
    case 'MessageHidden':
    case 'MessageRestored':
      if (event.data.messageId !== state.messageId) return state;
      return { ...state, hidden: event.type === 'MessageHidden' };
    case 'MessageReported':
      if (event.data.messageId !== state.messageId) return state;
      return { ...state, reports: new Map(state.reports).set(event.data.reportId, 'open') };
    case 'ReportDismissed':
    case 'ReportUpheld': {
      if (!state.reports.has(event.data.reportId)) return state;
      const status = event.type === 'ReportDismissed' ? 'dismissed' : 'upheld';
      return { ...state, reports: new Map(state.reports).set(event.data.reportId, status) };
    }
    default:
      return state;
  }
}
