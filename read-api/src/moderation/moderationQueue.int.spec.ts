import { randomUUID } from 'node:crypto';
import {
  type ModeratedKind,
  ReadModels,
  type ReportDocument,
  RISK_LEVELS,
  riskRank,
} from '@mohalla/contracts';
import type { Collection, EventStore, ReadStore, SearchIndex } from '@mohalla/infra';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectorStoreFolder } from '../../../projectors/src/testing/projectorStores.js';
import { type ListeningReadApp, listenReadApp } from '../testing/listenReadApp.js';
import { moderatorSession } from '../testing/moderatorSession.js';
import { queueCursorAfter, queuePage } from './queuePage.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T12:00:00.000Z');
const areaId = randomUUID();
const moderatorId = randomUUID();

const { open } = projectorStoreFolder('moderation-queue-');
let closeStores: () => Promise<void>;
let eventStore: EventStore;
let readStore: ReadStore;
let searchIndex: SearchIndex;
let reports: Collection<ReportDocument>;
let reader: ListeningReadApp;
let url: string;
let token: string;
let written = 0;

/** A report as the reports projection writes it, filed `ageMs` before the clock. */
function report(fields: Partial<ReportDocument> & { kind?: ModeratedKind } = {}): ReportDocument {
  const kind = fields.kind ?? 'post';
  const severity = fields.severity ?? 'low';
  const reportedAtMs = fields.reportedAtMs ?? now.getTime() - DAY_MS;
  return {
    _id: randomUUID(),
    kind,
    postId: kind === 'message' ? null : randomUUID(),
    replyId: null,
    channelId: kind === 'message' ? randomUUID() : null,
    messageId: kind === 'message' ? randomUUID() : null,
    areaId,
    title: kind === 'message' ? null : 'A title',
    excerpt: 'The reported words',
    reason: 'Rude',
    severity,
    severityRank: riskRank(severity),
    reportedRevision: 0,
    reportedAt: new Date(reportedAtMs).toISOString(),
    reportedAtMs,
    reporterId: moderatorId,
    chatTextAtMs: kind === 'message' ? reportedAtMs : null,
    status: 'open',
    decidedAt: null,
    ...fields,
  };
}
const given = async (...docs: ReportDocument[]) => {
  for (const doc of docs) await reports.put(doc, ++written);
  return docs;
};
/** The queue's order, computed here independently of the store. */
const queueOrder = (docs: ReportDocument[]) =>
  [...docs].sort(
    (a, b) =>
      b.severityRank - a.severityRank ||
      a.reportedAtMs - b.reportedAtMs ||
      (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  );
/** What the tests read of an answer: a page of the queue, or a problem document. */
type Answer = Array<{ reportId: string; excerpt: string }> & { errors?: Array<{ field: string }> };
const get = async (path: string) => {
  const res = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, cursor: res.headers.get('x-next-cursor'), body: (await res.json()) as Answer };
};

beforeAll(async () => {
  ({ eventStore, readStore, searchIndex, close: closeStores } = open('queue'));
  reports = readStore.collection<ReportDocument>(ReadModels.reports);
  token = await moderatorSession(eventStore, now, moderatorId);
  reader = await listenReadApp({
    readStore,
    searchIndex,
    eventStore,
    clock: () => now,
    chatRetentionDays: 30,
  });
  url = reader.url;
});
afterAll(async () => {
  await reader.close();
  await closeStores();
});
beforeEach(async () => {
  await reports.clear();
});

describe('the moderation queue, a page at a time', () => {
  it('pages through every open report in the queue order, none twice, whatever the page size and ties', async () => {
    const severity = fc.constantFrom(...RISK_LEVELS);
    // Few distinct times a millisecond apart, so many reports share a rank and a millisecond.
    const reportSpec = fc.record({ severity, offsetMs: fc.integer({ min: 0, max: 3 }), open: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(reportSpec, { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.option(severity, { nil: undefined }),
        async (specs, limit, atLeast) => {
          await reports.clear();
          const docs = await given(
            ...specs.map(({ severity, offsetMs, open }) =>
              report({
                severity,
                reportedAtMs: now.getTime() - DAY_MS + offsetMs,
                status: open ? 'open' : 'dismissed',
              }),
            ),
          );
          const filter = {
            status: 'open',
            ...(atLeast ? { severityRank: { gt: riskRank(atLeast) - 1 } } : {}),
          };
          const expected = queueOrder(
            docs.filter((d) => d.status === 'open' && (!atLeast || d.severityRank >= riskRank(atLeast))),
          );
          const seen: string[] = [];
          let cursor: string | undefined;
          for (let pages = 0; pages <= expected.length; pages++) {
            const page = await queuePage(reports, filter, limit, cursor);
            seen.push(...page.slice(0, limit).map((d) => d._id));
            if (page.length <= limit) break;
            cursor = queueCursorAfter(page[limit - 1]!);
          }
          expect(seen).toEqual(expected.map((d) => d._id));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers X-Next-Cursor until the last page, and skips none when reports are decided between pages', async () => {
    const docs = queueOrder(
      await given(
        ...Array.from({ length: 9 }, (_, i) =>
          report({ severity: RISK_LEVELS[i % 4], reportedAtMs: now.getTime() - DAY_MS + (i % 3) }),
        ),
      ),
    );
    const first = await get('/api/moderation/reports?limit=4');
    expect(first.status).toBe(200);
    expect(first.body.map((r) => r.reportId)).toEqual(docs.slice(0, 4).map((d) => d._id));
    expect(first.cursor).toEqual(expect.any(String));

    // The last one shown and the next one due are decided before the next page is asked for.
    for (const decided of [docs[3]!, docs[4]!]) {
      await reports.patch(decided._id, { status: 'upheld' }, ++written);
    }
    const second = await get(`/api/moderation/reports?limit=4&cursor=${first.cursor}`);
    expect(second.body.map((r) => r.reportId)).toEqual(docs.slice(5, 9).map((d) => d._id));
    expect(second.cursor).toBeNull();

    const all = await get('/api/moderation/reports');
    expect(all.body).toHaveLength(7);
    expect(all.cursor).toBeNull();
  });

  it('refuses a bad limit or cursor with a 400 naming it', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['cursor=42', 'cursor'],
      [`cursor=4.1.${randomUUID()}`, 'cursor'],
    ] as const) {
      const res = await get(`/api/moderation/reports?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors?.map((e) => e.field)).toEqual([field]);
    }
  });
});

describe('reported chat text past its retention', () => {
  it('is served by neither the queue nor the reporter, counted from when the text was written', async () => {
    const ago = (days: number) => now.getTime() - days * DAY_MS;
    const [expired, fresh, editedLately, legacy, oldPost] = await given(
      report({ kind: 'message', reportedAtMs: ago(29), chatTextAtMs: ago(31) }),
      report({ kind: 'message', reportedAtMs: ago(29), chatTextAtMs: ago(29) }),
      report({ kind: 'message', reportedAtMs: ago(40), chatTextAtMs: ago(20) }),
      // Filed before the read model kept chatTextAtMs: counted from the report.
      (({ chatTextAtMs: _, ...doc }) => doc as ReportDocument)(
        report({ kind: 'message', reportedAtMs: ago(31) }),
      ),
      report({ kind: 'post', reportedAtMs: ago(400) }),
    );
    const excerpts = (body: Answer) => Object.fromEntries(body.map((r) => [r.reportId, r.excerpt]));
    const expectedExcerpts = {
      [expired!._id]: '',
      [fresh!._id]: 'The reported words',
      [editedLately!._id]: 'The reported words',
      [legacy!._id]: '',
      [oldPost!._id]: 'The reported words',
    };
    const queue = await get('/api/moderation/reports');
    expect(excerpts(queue.body)).toEqual(expectedExcerpts);
    expect(queue.body[0]).not.toHaveProperty('chatTextAtMs');
    const mine = await get('/api/reports/mine');
    expect(excerpts(mine.body)).toEqual(expectedExcerpts);
  });
});
