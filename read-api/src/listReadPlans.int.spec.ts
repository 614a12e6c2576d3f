import { POST_UPVOTES_READ_MODEL, type PostDto, ReadModels, type ReplyDto, TOPICS } from '@mohalla/contracts';
import { type EventStore, type ReadStore, type SearchIndex, silentLogger } from '@mohalla/infra';
import { ALL_PROJECTIONS, replayInto } from '@mohalla/projectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlan, recordPreparedStatements } from '../../infra/src/testing/preparedStatements.js';
import { projectorStoreFolder } from '../../projectors/src/testing/projectorStores.js';
import { type SampleLog, writeSampleLog } from '../../test/support/sampleLog.js';
import { type ListeningReadApp, listenReadApp } from './testing/listenReadApp.js';
import { moderatorSession } from './testing/moderatorSession.js';

/**
 * Every list the read API serves, asked of a read store the real
 * projections filled (so the indexes are the ones they declare): SQLite
 * must read each page off an index, never sort what matched (a temp
 * B-tree) and never scan a whole table. Only a read of a whole collection
 * may walk a whole index (in order).
 */
const { open, path } = projectorStoreFolder('list-read-plans-');
let closeStores: () => Promise<void>;
let eventStore: EventStore;
let readStore: ReadStore;
let searchIndex: SearchIndex;
let reader: ListeningReadApp;
let url: string;
let token: string;
let log: SampleLog;
const recorder = recordPreparedStatements();

beforeAll(async () => {
  ({ eventStore, readStore, searchIndex, close: closeStores } = open('plans'));
  // About 200 posts with replies, upvotes and a few reports, over two cities of three areas.
  log = await writeSampleLog(eventStore, { events: 2_000, cities: 2, areasPerCity: 3 });
  token = await moderatorSession(eventStore, new Date());
  await replayInto(eventStore, readStore, searchIndex, ALL_PROJECTIONS, silentLogger);
  reader = await listenReadApp({
    readStore,
    searchIndex,
    eventStore,
  });
  url = reader.url;
});
afterAll(async () => {
  recorder.stop();
  await reader.close();
  await closeStores();
});

async function get(path: string): Promise<{ body: unknown[]; cursor: string | null }> {
  const res = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as unknown[];
  expect(res.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return { body: Array.isArray(body) ? body : [body], cursor: res.headers.get('x-next-cursor') };
}

/** The statements on read models, with how SQLite runs each. */
function readModelPlans(): Array<{ sql: string; plan: string[] }> {
  return [...recorder.statements]
    .filter((sql) => /^(SELECT .* FROM|UPDATE) "rm_/s.test(sql))
    .map((sql) => ({ sql, plan: queryPlan(path('plans', 'read'), sql) }));
}

const wholeCollection = (sql: string) => /WHERE deleted = 0 AND 1 ORDER BY/.test(sql);

describe('every list read', () => {
  it('reads its page off an index: no sort step, no table scan', async () => {
    const [cityId] = log.cityIds;
    const areaId = log.areaIds[0]!;
    await get('/api/cities');
    await get(`/api/cities/${cityId}/areas`);
    await get('/api/areas');
    const first = await get(`/api/areas/${areaId}/posts?limit=5`);
    expect(first.body).toHaveLength(5);
    await get(`/api/areas/${areaId}/posts?limit=5&cursor=${first.cursor}`);
    for (const topic of TOPICS.slice(0, 2)) {
      await get(`/api/areas/${areaId}/posts?topic=${topic.id}`);
      await get(`/api/areas/${areaId}/posts?topic=${topic.id}&cursor=${first.cursor}`);
    }
    await get(`/api/posts/${log.postIds[0]}/comments`);
    expect((await get('/api/search?q=water')).body).not.toHaveLength(0);

    const queue = await get('/api/moderation/reports?limit=1');
    expect(queue.body).toHaveLength(1);
    await get(`/api/moderation/reports?limit=1&cursor=${queue.cursor}`);
    for (const query of [
      `area=${areaId}`,
      'kind=post',
      `area=${areaId}&kind=reply`,
      'severity=high',
      'olderThan=1d',
      'status=dismissed',
      `severity=medium&olderThan=7d&area=${areaId}`,
    ]) {
      await get(`/api/moderation/reports?${query}`);
    }
    await get('/api/reports/mine');
    // The nearest of every area: a read of the whole collection.
    await get('/api/geo/reverse?lat=19.07&lon=72.87');

    // Not a route, but a read of the same store on a timer: the chat-text expiry job's question.
    await readStore.collection(ReadModels.reports).count({ chatTextAtMs: { lt: Date.now() } });

    const plans = readModelPlans();
    expect(plans.length).toBeGreaterThan(10);
    // Signed in, each page of posts (list and search) also asks which of them the reader upvoted.
    expect(
      plans.map(({ sql }) => sql).filter((sql) => sql.includes(`"rm_${POST_UPVOTES_READ_MODEL}"`)),
    ).not.toEqual([]);
    const sorted = plans.filter(({ plan }) => plan.some((step) => step.includes('TEMP B-TREE')));
    const scanned = plans.filter(({ sql, plan }) =>
      plan.some(
        (step) =>
          step.startsWith('SCAN') && !(wholeCollection(sql) && / USING (COVERING )?INDEX /.test(step)),
      ),
    );
    expect(sorted).toEqual([]);
    expect(scanned).toEqual([]);
  });
});

describe('lists sent as the documents stored', () => {
  it("pages through an area's posts newest first, each once, exactly as the read model holds them", async () => {
    const areaId = log.areaIds[1]!;
    const stored = await readStore
      .collection<PostDto>(ReadModels.posts)
      .find({ areaId }, { sort: [['seq', 'desc']] });
    const listed: unknown[] = [];
    let cursor: string | null = null;
    do {
      const res = await fetch(`${url}/api/areas/${areaId}/posts?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      listed.push(...((await res.json()) as unknown[]));
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    expect(stored.length).toBeGreaterThan(7);
    expect(listed).toEqual(stored);
  });

  it("sends a post's replies oldest first", async () => {
    const postId = log.postIds.find((id) => id !== undefined)!;
    const stored = await readStore
      .collection<ReplyDto>(ReadModels.replies)
      .find({ postId }, { sort: [['seq', 'asc']] });
    expect((await get(`/api/posts/${postId}/comments`)).body).toEqual(stored);
  });
});
