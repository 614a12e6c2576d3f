import {
  type DomainEvent,
  type ModeratedItem,
  parseDomainEvent,
  type RecordedEvent,
  userStream,
} from '@mohalla/contracts';

/** An event of the log, parsed, with where it sits. */
export type LoggedEvent = Omit<RecordedEvent, 'type' | 'data'> & { event: DomainEvent };

export const toLoggedEvent = (recorded: RecordedEvent): LoggedEvent => {
  const { type: _type, data: _data, ...rest } = recorded;
  return { ...rest, event: parseDomainEvent(recorded) };
};

/**
 * Everything the log ties to one person: what the export copies, and what an
 * erasure must reach (the streams they wrote in, their sessions, their items).
 */
export interface Footprint {
  userId: string;
  /** Every event tied to them, in log order: their user stream, sessions, writing, votes, marks, reports and decisions on those. */
  events: LoggedEvent[];
  /** What they wrote, by `itemKey`. */
  written: ReadonlyMap<string, ModeratedItem>;
  sessionIds: ReadonlySet<string>;
  /**
   * Reports others filed about what they wrote: only what was reported (the
   * report event itself names its reporter, so it is not one of `events`).
   */
  reportsAgainst: ReadonlyMap<string, ModeratedItem>;
}

export const itemKey = (item: ModeratedItem): string =>
  item.kind === 'post'
    ? `post:${item.postId}`
    : item.kind === 'reply'
      ? `reply:${item.replyId}`
      : `message:${item.messageId}`;

/** Event types outside the person's own stream that may be theirs or about what is theirs. */
const TYING_TYPES: ReadonlySet<string> = new Set<DomainEvent['type']>([
  'SessionStarted',
  'SessionEnded',
  'PostPublished',
  'ReplyAdded',
  'PostUpvoted',
  'ContentReported',
  'ContentHidden',
  'ContentRestored',
  'MessageSent',
  'MessageEdited',
  'MessageDeleted',
  'MessageMarkedHelpful',
  'MessageReported',
  'MessageHidden',
  'MessageRestored',
  'ReportDismissed',
  'ReportUpheld',
]);

const postOrReply = (postId: string, replyId: string | null): ModeratedItem =>
  replyId === null ? { kind: 'post', postId } : { kind: 'reply', postId, replyId };

/**
 * Picks the person's events out of the log, fed in log order (one pass):
 * an edit, a decision or a report always follows what it is about, so by
 * the time it arrives the collector already knows whether that is theirs.
 * Pure and incremental, so the log can be fed in pages.
 */
export function footprintCollector(userId: string) {
  const events: LoggedEvent[] = [];
  const written = new Map<string, ModeratedItem>();
  const sessionIds = new Set<string>();
  const filedReports = new Set<string>();
  const reportsAgainst = new Map<string, ModeratedItem>();
  const ownStream = userStream(userId);

  const isWritten = (item: ModeratedItem) => written.has(itemKey(item));
  const write = (item: ModeratedItem) => {
    written.set(itemKey(item), item);
    return true;
  };
  /** Their own reports are theirs; a report of what they wrote is noted, but names its reporter. */
  const report = (reportId: string, reporterId: string, itemKeyReported: string) => {
    if (reporterId === userId) {
      filedReports.add(reportId);
      return true;
    }
    const item = written.get(itemKeyReported);
    if (item) reportsAgainst.set(reportId, item);
    return false;
  };
  const startSession = (sessionId: string) => {
    sessionIds.add(sessionId);
    return true;
  };

  const touches = ({ event, streamName }: LoggedEvent): boolean => {
    if (streamName === ownStream) return true;
    switch (event.type) {
      case 'SessionStarted':
        return event.data.userId === userId && startSession(event.data.sessionId);
      case 'SessionEnded':
        return sessionIds.has(event.data.sessionId);
      case 'PostPublished':
        return event.data.authorId === userId && write({ kind: 'post', postId: event.data.postId });
      case 'ReplyAdded': {
        const { postId, replyId, authorId } = event.data;
        return authorId === userId && write({ kind: 'reply', postId, replyId });
      }
      case 'PostUpvoted':
      case 'MessageMarkedHelpful':
        return event.data.userId === userId;
      case 'ContentReported':
        return report(
          event.data.reportId,
          event.data.reporterId,
          itemKey(postOrReply(event.data.postId, event.data.replyId)),
        );
      case 'ContentHidden':
      case 'ContentRestored':
        return isWritten(postOrReply(event.data.postId, event.data.replyId));
      case 'MessageSent': {
        const { messageId, channelId, authorId } = event.data;
        return authorId === userId && write({ kind: 'message', channelId, messageId });
      }
      case 'MessageEdited':
      case 'MessageDeleted':
      case 'MessageHidden':
      case 'MessageRestored':
        return written.has(`message:${event.data.messageId}`);
      case 'MessageReported':
        return report(event.data.reportId, event.data.reporterId, `message:${event.data.messageId}`);
      case 'ReportDismissed':
      case 'ReportUpheld':
        return filedReports.has(event.data.reportId) || reportsAgainst.has(event.data.reportId);
      default:
        return false;
    }
  };

  return {
    /** The next event of the log; only event types that can tie someone are parsed. */
    take(recorded: RecordedEvent): void {
      if (recorded.streamName !== ownStream && !TYING_TYPES.has(recorded.type)) return;
      const logged = toLoggedEvent(recorded);
      if (touches(logged)) events.push(logged);
    },
    footprint(): Footprint {
      return { userId, events, written, sessionIds, reportsAgainst };
    },
  };
}
