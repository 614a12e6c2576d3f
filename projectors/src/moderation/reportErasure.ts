import { ERASED_TEXT, type ModeratedKind, type ReportDocument, userStream } from '@mohalla/contracts';
import type { ReadDocument, ReadStore } from '@mohalla/infra';
import type { ProjectedEvent } from '../projection.js';
import type { LogReader, ReportTarget } from './reportTargets.js';

/** Who wrote what a report is about, kept apart from the report (no moderator reads it). */
interface ReportedAuthor extends ReadDocument {
  authorId: string;
  kind: ModeratedKind;
}
export const REPORTED_AUTHORS = 'report_authors';
export const reportedAuthorsOf = (store: ReadStore) =>
  store.collection<ReportedAuthor>(REPORTED_AUTHORS, { indexes: [['authorId']] });

/**
 * What a report shows of an erased author's words (issue 16): the report
 * stays for moderators (reason, status, severity as first judged), its
 * excerpt, and a post's title, read as removed.
 */
const erasedFields = (kind: ModeratedKind): Partial<ReportDocument> =>
  kind === 'post' ? { excerpt: ERASED_TEXT, title: ERASED_TEXT } : { excerpt: ERASED_TEXT };

/**
 * The report as first projected: erased already when its author's erasure
 * comes before it in the log (judged by log position, so a rebuild decides
 * the same), and its author noted for a later erasure.
 */
export async function withAuthorErasure(
  doc: ReportDocument & ReadDocument,
  target: ReportTarget,
  event: ProjectedEvent,
  log: LogReader,
  store: ReadStore,
): Promise<ReportDocument & ReadDocument> {
  await reportedAuthorsOf(store).put(
    { _id: doc._id, authorId: target.authorId, kind: target.kind },
    event.position,
  );
  const [last] = await log.readStream(userStream(target.authorId), { direction: 'backwards', maxCount: 1 });
  const erasedBefore = last?.type === 'PersonErased' && last.position < event.position;
  return erasedBefore ? { ...doc, ...erasedFields(target.kind) } : doc;
}

/** A person's erasure in the reports: what they filed keeps no reporter, what they wrote reads removed. */
export async function applyErasureToReports(
  event: ProjectedEvent & { type: 'PersonErased' },
  store: ReadStore,
  reports: ReturnType<ReadStore['collection']>,
): Promise<void> {
  const { userId } = event.data;
  // '' names no one: the reports they filed stay, tied to no reporter.
  await reports.patchWhere({ reporterId: userId }, { reporterId: '' }, event.position);
  for (const about of await reportedAuthorsOf(store).find({ authorId: userId })) {
    await reports.patch(about._id, erasedFields(about.kind), event.position);
  }
}
