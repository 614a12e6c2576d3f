import type { ModeratedItem } from '@mohalla/contracts';
import type { TimelineRules } from './timeline.js';

/**
 * One chat message in its channel's stream: sent, each edit, helpful marks,
 * reports, deletion, and moderators' decisions on it and its reports.
 */
export function messageTimelineRules(channelId: string, messageId: string): TimelineRules {
  const item: ModeratedItem = { kind: 'message', channelId, messageId };
  return {
    itemOf(event) {
      switch (event.type) {
        case 'MessageSent':
        case 'MessageEdited':
        case 'MessageDeleted':
        case 'MessageMarkedHelpful':
        case 'MessageReported':
        case 'MessageHidden':
        case 'MessageRestored':
          return event.data.messageId === messageId ? item : null;
        default:
          return null;
      }
    },
    actorOf({ event, metadata }) {
      switch (event.type) {
        case 'MessageSent':
          return { userId: event.data.authorId, alias: event.data.authorAlias };
        case 'MessageEdited':
          return { userId: event.data.editorId, alias: null };
        case 'MessageDeleted':
          return { userId: event.data.deletedBy, alias: null };
        case 'MessageMarkedHelpful':
          return { userId: event.data.userId, alias: null };
        case 'MessageReported':
          return { userId: event.data.reporterId, alias: null };
        default:
          return { userId: metadata.actorId, alias: null };
      }
    },
    contentOf(event) {
      if (event.type === 'MessageSent' || event.type === 'MessageEdited') {
        return { title: null, text: event.data.content };
      }
      return null;
    },
    summaryOf(event) {
      switch (event.type) {
        case 'MessageSent':
          return 'sent the message';
        case 'MessageEdited':
          return 'edited the message';
        case 'MessageDeleted':
          return 'deleted the message';
        case 'MessageMarkedHelpful':
          return 'marked the message helpful';
        case 'MessageReported':
          return 'reported the message';
        case 'MessageHidden':
          return 'hid the message';
        case 'MessageRestored':
          return 'restored the message';
        case 'ReportDismissed':
          return 'dismissed a report of the message';
        case 'ReportUpheld':
          return 'upheld a report of the message';
        default:
          return event.type;
      }
    },
  };
}
