import { QUEUE_CURSOR, type ReportDocument } from '@mohalla/contracts';
import type { Collection, Filter, NumberRange } from '@mohalla/infra';

/** The cursor after `doc`: its place in the queue's order (rank, time, id). */
export const queueCursorAfter = (doc: ReportDocument) => `${doc.severityRank}.${doc.reportedAtMs}.${doc._id}`;

const ORDER = [
  ['severityRank', 'desc'],
  ['reportedAtMs', 'asc'],
] as const;

/**
 * Up to `limit + 1` reports matching `filter`, in the queue's order (most
 * serious first, then oldest, then by id), after `cursor`. A cursor names a
 * place in that order rather than a count, so reports decided between two
 * pages shift nothing. Filters have no "or", so what follows a cursor is
 * read as up to three runs: the same rank and time with a later id, the same
 * rank later, then the lower ranks.
 */
export async function queuePage(
  reports: Collection<ReportDocument>,
  filter: Filter,
  limit: number,
  cursor: string | undefined,
): Promise<ReportDocument[]> {
  const want = limit + 1;
  const match = cursor === undefined ? null : QUEUE_CURSOR.exec(cursor);
  if (!match) return reports.find(filter, { sort: ORDER, limit: want });
  const [rank, ms, lastId] = [Number(match[1]), Number(match[2]), match[3] as string];
  const run = async (ranges: Record<string, NumberRange>, max?: number) => {
    const narrowed = narrow(filter, ranges);
    return narrowed ? reports.find(narrowed, { sort: ORDER, ...(max ? { limit: max } : {}) }) : [];
  };
  const same = { gt: rank - 1, lt: rank + 1 };
  // Reports filed in the same millisecond are few: read them all and keep those after the cursor's id.
  const page = (await run({ severityRank: same, reportedAtMs: { gt: ms - 1, lt: ms + 1 } })).filter(
    (doc) => doc._id > lastId,
  );
  if (page.length < want)
    page.push(...(await run({ severityRank: same, reportedAtMs: { gt: ms } }, want - page.length)));
  if (page.length < want) page.push(...(await run({ severityRank: { lt: rank } }, want - page.length)));
  return page.slice(0, want);
}

/**
 * `filter` with each field also held to a range; null when a field's
 * ranges leave no whole number (ranks and times are whole numbers).
 */
function narrow(filter: Filter, ranges: Record<string, NumberRange>): Filter | null {
  const narrowed: Filter = { ...filter };
  for (const [field, range] of Object.entries(ranges)) {
    const current = (filter[field] ?? {}) as NumberRange;
    const gt = Math.max(current.gt ?? Number.NEGATIVE_INFINITY, range.gt ?? Number.NEGATIVE_INFINITY);
    const lt = Math.min(current.lt ?? Number.POSITIVE_INFINITY, range.lt ?? Number.POSITIVE_INFINITY);
    if (Math.floor(gt) + 1 >= Math.ceil(lt)) return null;
    narrowed[field] = Number.isFinite(gt) ? (Number.isFinite(lt) ? { gt, lt } : { gt }) : { lt };
  }
  return narrowed;
}
