import type { ModeratedKind, RecordedEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import type { ProjectedEvent } from '../projection.js';

/** What a report is about, as it stood when the report was made. */
export interface ReportTarget {
  id: string;
  kind: ModeratedKind;
  postId: string | null;
  channelId: string | null;
  areaId: string;
  title: string | null;
  text: string;
  /** Who wrote the reported text (never shown; their erasure removes it from the report, issue 16). */
  authorId: string;
  /** Chat only: when `text` was written (sent or last edited), in epoch ms; null for posts and replies. */
  chatTextAtMs: number | null;
}

export type LogReader = Pick<EventStore, 'readStream'>;

/** Events read back from our own log were parsed when they were appended. */
const dataOf = (event: RecordedEvent) => event.data as Record<string, unknown>;

/**
 * A reported post or reply, read from the post's own stream up to the
 * report (which is appended to that stream): the post's area and title, and
 * the reported text. Null when the stream does not hold it.
 */
export async function postTarget(
  log: LogReader,
  report: ProjectedEvent & { type: 'ContentReported' },
): Promise<ReportTarget | null> {
  const { postId, replyId } = report.data;
  const before = await eventsBefore(log, report, (first) => replyId === null && isPublication(first, postId));
  const published = before.find((e) => isPublication(e, postId));
  if (!published) return null;
  const post = dataOf(published);
  const base = { postId, channelId: null, areaId: String(post.areaId), title: String(post.title) };
  if (replyId === null) {
    const authorId = String(post.authorId);
    return { id: postId, kind: 'post', ...base, text: String(post.content), authorId, chatTextAtMs: null };
  }
  const reply = before.find((e) => e.type === 'ReplyAdded' && dataOf(e).replyId === replyId);
  if (!reply) return null;
  const { content, authorId } = dataOf(reply);
  return {
    id: replyId,
    kind: 'reply',
    ...base,
    text: String(content),
    authorId: String(authorId),
    chatTextAtMs: null,
  };
}

const isPublication = (event: RecordedEvent, postId: string) =>
  event.type === 'PostPublished' && dataOf(event).postId === postId;

/**
 * The report's stream up to the report, or only its first event when that
 * is all the caller needs (`enough`): a post's report needs its publication,
 * which opens its stream, not the replies and upvotes read and parsed after
 * it (in a rebuild's profile, reading whole post streams here was 4% of
 * the time).
 */
async function eventsBefore(
  log: LogReader,
  report: ProjectedEvent,
  enough: (first: RecordedEvent) => boolean,
): Promise<RecordedEvent[]> {
  if (report.revision > 1) {
    const first = await log.readStream(report.streamName, { maxCount: 1 });
    if (first[0] && enough(first[0])) return first;
  }
  return log.readStream(report.streamName, { maxCount: report.revision });
}

const PAGE = 200;

/**
 * A reported chat message, read backwards from the report in the channel's
 * stream (where the report is appended) to the message: its last edit's text
 * before the report, or null when its author deleted it first or the log no
 * longer serves it (chat retention).
 */
export async function messageTarget(
  log: LogReader,
  report: ProjectedEvent & { type: 'MessageReported' },
): Promise<ReportTarget | null> {
  const { messageId } = report.data;
  let edit: RecordedEvent | undefined;
  let from = report.revision - 1;
  while (from >= 0) {
    const page = await log.readStream(report.streamName, {
      direction: 'backwards',
      fromRevision: from,
      maxCount: PAGE,
    });
    for (const event of page) {
      if (dataOf(event).messageId !== messageId) continue;
      if (event.type === 'MessageDeleted') return null;
      if (event.type === 'MessageEdited') edit ??= event;
      if (event.type === 'MessageSent') {
        const sent = dataOf(event);
        const written = edit ?? event;
        return {
          id: messageId,
          kind: 'message',
          postId: null,
          channelId: String(sent.channelId),
          areaId: String(sent.areaId),
          title: null,
          text: String(dataOf(written).content),
          authorId: String(sent.authorId),
          chatTextAtMs: Date.parse(written.metadata.at),
        };
      }
    }
    if (page.length < PAGE) return null;
    from = page[page.length - 1]!.revision - 1;
  }
  return null;
}
