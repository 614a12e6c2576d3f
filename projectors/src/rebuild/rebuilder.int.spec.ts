import { randomUUID } from 'node:crypto';
import {
  createInProcessJobQueue,
  createMongoReadStore,
  createOpenSearchIndex,
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  type EventStore,
  postDigest,
  type ReadStore,
  type SearchIndex,
  silentLogger,
} from '@mohalla/infra';
import { serverFromEnv } from '@mohalla/infra/testing';
import { describe, expect, it } from 'vitest';
import { writeSampleLog } from '../../../test/support/sampleLog.js';
import { areasOf } from '../places/readModels.js';
import { postsOf } from '../posts/postsProjection.js';
import { ALL_PROJECTIONS } from '../registry.js';
import { type RunningProjector, startProjector } from '../runner.js';
import { searchPostsOf } from '../search/searchPosts.js';
import { projectorStoreFolder } from '../testing/projectorStores.js';
import { createRebuilder, type Rebuilder } from './rebuilder.js';
import { REBUILD_JOBS, REBUILD_QUEUE } from './rebuildJobs.js';
import { runsOf, saveRun } from './rebuildRun.js';
import { verifyProjections } from './verifyProjections.js';

const { path } = projectorStoreFolder('mohalla-rebuild-');
/** A SQLite read store of its own, for one world. */
const sqliteReadStore = () => createSqliteReadStore({ path: path(randomUUID(), 'read') });
const mongo = serverFromEnv('mongo', 'MONGO_URL');
const opensearch = serverFromEnv('opensearch', 'OPENSEARCH_URL');

interface World {
  eventStore: EventStore;
  readStore: ReadStore;
  searchIndex: SearchIndex;
  live: RunningProjector;
  /** A rebuilder as one process would have it: its own queue. */
  rebuilder(withLive?: boolean, leaseMs?: number): Rebuilder;
  close(): Promise<void>;
}

/** Runs `test` on a world of its own, closed after it, pass or fail. */
async function inWorld(
  readStore: ReadStore,
  events: number,
  test: (w: World) => Promise<void>,
): Promise<void> {
  const w = await world(readStore, events);
  try {
    await test(w);
  } finally {
    await w.close();
  }
}

async function world(
  readStore: ReadStore,
  events: number,
  openSearchIndex: (name: string) => SearchIndex = (name) =>
    createSqliteSearchIndex({ path: path(name, 'search') }),
): Promise<World> {
  const name = randomUUID();
  const eventStore = createSqliteEventStore({ path: path(name, 'events') });
  const searchIndex = openSearchIndex(name);
  await writeSampleLog(eventStore, { events, cities: 4, areasPerCity: 5 });
  const projections = ALL_PROJECTIONS;
  const live = startProjector({ eventStore, readStore, searchIndex, projections, logger: silentLogger });
  await live.caughtUp;
  const opened: Array<{ close(): Promise<void> }> = [];
  return {
    eventStore,
    readStore,
    searchIndex,
    live,
    rebuilder(withLive = true, leaseMs?: number) {
      const queue = createInProcessJobQueue({ name: REBUILD_QUEUE, jobs: REBUILD_JOBS });
      const rebuilder = createRebuilder({
        eventStore,
        readStore,
        searchIndex,
        projections,
        queue,
        logger: silentLogger,
        ...(withLive ? { live } : {}),
        ...(leaseMs ? { leaseMs } : {}),
      });
      opened.push({
        async close() {
          await rebuilder.close();
          await queue.close();
        },
      });
      return rebuilder;
    },
    async close() {
      for (const item of opened) await item.close();
      await live.stop();
      await Promise.all([eventStore.close(), readStore.close(), searchIndex.close()]);
    },
  };
}

const verify = (w: World) =>
  verifyProjections({
    eventStore: w.eventStore,
    live: w.readStore,
    liveSearch: w.searchIndex,
    projections: ALL_PROJECTIONS,
    logger: silentLogger,
  });

/** Read models that went wrong (a bug since fixed, a hand edit): only a rebuild puts them right. */
async function drift(w: World): Promise<void> {
  const [post] = await postsOf(w.readStore).find({}, { limit: 1 });
  await postsOf(w.readStore).patch(post!._id, { title: 'edited by hand' }, 1e12);
  const [area] = await areasOf(w.readStore).find({}, { limit: 1 });
  await areasOf(w.readStore).remove(area!._id, 1e12);
}

/**
 * Search documents changed behind the projector's back: a post removed, a
 * post rewritten, a post that never was, a place removed. Answers the
 * differences verify-projections must report, in its order.
 */
async function searchDrift(w: World) {
  const listed = [];
  for await (const doc of w.searchIndex.listDocuments()) listed.push(doc);
  const [gone, rewritten] = listed.filter((d) => d.kind === 'post');
  const place = listed.find((d) => d.kind === 'place')!;
  const { _id, hidden, ...doc } = (await searchPostsOf(w.readStore).get(rewritten!.id))!;
  const edited = { ...doc, title: 'edited by hand' };
  const ghost = { ...doc, id: '~ghost' }; // '~' sorts after the sample's ids
  await w.searchIndex.removePost(gone!.id, 1e12);
  await w.searchIndex.upsertPost(edited, 1e12);
  await w.searchIndex.upsertPost(ghost, 1e12);
  await w.searchIndex.removePlace(place.id, 1e12);
  const expected = (d: typeof gone) => ({ position: d!.position, digest: d!.digest });
  const added = { position: 1e12, digest: postDigest(ghost) };
  const posts = 'search index posts';
  return [
    { collection: posts, id: gone!.id, field: '(document)', live: undefined, expected: expected(gone) },
    { collection: posts, id: rewritten!.id, field: 'position', live: 1e12, expected: rewritten!.position },
    {
      collection: posts,
      id: rewritten!.id,
      field: 'digest',
      live: postDigest(edited),
      expected: rewritten!.digest,
    },
    { collection: posts, id: ghost.id, field: '(document)', live: added, expected: undefined },
    {
      collection: 'search index places',
      id: place.id,
      field: '(document)',
      live: undefined,
      expected: expected(place),
    },
  ];
}

/** Asks for a rebuild that must start (any other answer fails the test); answers its id. */
async function startedRebuild(rebuilder: Rebuilder, projections?: readonly string[]): Promise<string> {
  const started = await rebuilder.request(projections);
  if (started.kind !== 'started')
    throw new Error(`expected the rebuild to start, it answered ${started.kind}`);
  return started.status.id;
}

/** Resolves once the search projection (the registry's last, so every other is built) is `events` in. */
function searchHalfway(rebuilder: Rebuilder, id: string, events: number): Promise<void> {
  let searched = 0;
  return new Promise((resolve) => {
    rebuilder.progressOf(id)!.onAdvance((_, advancedBy, projection) => {
      if (projection !== 'search') return;
      searched += advancedBy;
      if (searched > events) resolve();
    });
  });
}

const stores: Array<[string, (() => Promise<ReadStore>) | null]> = [
  ['SQLite', async () => sqliteReadStore()],
  [
    `MongoDB (${mongo.reason})`,
    mongo.url
      ? () => createMongoReadStore({ url: mongo.url!, database: `rebuild_${Date.now().toString(36)}` })
      : null,
  ],
];

// Generous: these machines are shared, and FerretDB writes one document per round trip.
const LONG = { timeout: 300_000 };

describe.each(stores)('rebuild on %s', (name, openStore) => {
  it.skipIf(!openStore)('swaps in read models equal to a clean rebuild, drift undone', LONG, async () => {
    await inWorld(await openStore!(), name === 'SQLite' ? 1500 : 400, async (w) => {
      await drift(w);
      expect((await verify(w)).differences.length).toBeGreaterThanOrEqual(2);
      const rebuilder = w.rebuilder();
      const done = await rebuilder.settled(await startedRebuild(rebuilder));
      expect(done).toMatchObject({
        state: 'done',
        error: null,
        projections: ALL_PROJECTIONS.map((p) => p.name),
      });
      expect(done.eventsDone).toBe(done.eventsTotal);
      expect((await verify(w)).differences).toEqual([]);
      // The live projector carries on with the swapped-in collections.
      const more = await writeSampleLog(w.eventStore, { events: 40, cities: 1, areasPerCity: 1, seed: 7 });
      expect(more.postIds.length).toBeGreaterThan(0);
      expect((await verify(w)).differences).toEqual([]);
    });
  });
});

describe('rebuild on SQLite', () => {
  it('ends equal to a clean rebuild while commands keep landing', LONG, async () => {
    // Enough log that the rebuild (one bulk pass for every projection) lasts while several commands land.
    await inWorld(sqliteReadStore(), 12_000, async (w) => {
      const rebuilder = w.rebuilder();
      const id = await startedRebuild(rebuilder, ['posts', 'areaStats', 'replies']);
      let writing = true;
      let seed = 100;
      const writer = (async () => {
        while (writing) {
          await writeSampleLog(w.eventStore, { events: 20, cities: 1, areasPerCity: 1, seed: seed++ });
          // SQLite appends resolve at once: give the rest of the process its turn, as requests would.
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      await rebuilder.settled(id);
      writing = false;
      await writer;
      expect(seed).toBeGreaterThan(101); // writes did land during the rebuild
      expect((await verify(w)).differences).toEqual([]);
    });
  });

  it(
    'takes an interrupted rebuild up where it stood, in another process, and ends the same',
    LONG,
    async () => {
      await inWorld(sqliteReadStore(), 6000, async (w) => {
        await drift(w);
        const first = w.rebuilder(false);
        const id = await startedRebuild(first);
        await searchHalfway(first, id, 3000);
        await first.close(); // as a kill would: the jobs stop where they are

        const staged = w.readStore.staging(id).store.checkpoints;
        const reached = await Promise.all(ALL_PROJECTIONS.map(async (p) => (await staged.get(p.name)) ?? 0));
        expect(Math.max(...reached)).toBeGreaterThan(0);
        const interrupted = await runsOf(w.readStore).get(id);
        expect(interrupted?.state).toBe('building');
        // The search projections had begun filling a generation of their own, recorded with the run.
        const generation = interrupted?.searchGeneration;
        expect(generation).toMatch(/^g/);
        expect((await w.searchIndex.listGenerations()).ids).toContain(generation);

        const second = w.rebuilder(false);
        expect(await second.request(['posts'])).toMatchObject({ kind: 'busy', status: { id } });
        const resumed = await second.request();
        expect(resumed).toMatchObject({ kind: 'resumed', status: { id } });
        const done = await second.settled(id);
        expect(done.state).toBe('done');
        // Only what was left was done again, search projections included: their generation was reopened.
        const head = await w.eventStore.headPosition();
        expect(done.eventsTotal).toBe(reached.reduce((sum, at) => sum + head - at, 0));
        expect((await runsOf(w.readStore).get(id))?.searchGeneration).toBe(generation);
        expect(await w.searchIndex.listGenerations()).toEqual({ ids: [generation], active: generation });
        expect((await w.searchIndex.searchPosts({ q: 'water', limit: 1 })).total).toBeGreaterThan(0);
        expect((await verify(w)).differences).toEqual([]);
      });
    },
  );

  it(
    'finishes, never drops, a rebuild whose process died after its swap, before it was recorded done',
    LONG,
    async () => {
      await inWorld(sqliteReadStore(), 600, async (w) => {
        const leaseMs = 300;
        const first = w.rebuilder(true, leaseMs);
        const id = await startedRebuild(first);
        expect((await first.settled(id)).state).toBe('done');
        // As a process dying in the post-swap catch-up leaves it: swapped in, search generation active, not done.
        const swapped = (await runsOf(w.readStore).get(id))!;
        const generation = swapped.searchGeneration;
        expect(await w.searchIndex.activeGeneration()).toBe(generation);
        await saveRun(w.readStore, swapped, { state: 'swapping', finishedAt: null });
        await new Promise((resolve) => setTimeout(resolve, leaseMs + 100));

        const second = w.rebuilder(true, leaseMs);
        expect(await second.status(id)).toMatchObject({ state: 'interrupted' });
        await expect(second.abandon()).rejects.toThrow(/cannot be abandoned/);
        // Asked for other projections, it finishes the swap instead of dropping its (live) search generation.
        expect(await second.request(['posts'])).toMatchObject({ kind: 'busy', status: { id } });
        expect(await second.settled(id)).toMatchObject({ state: 'done', error: null });
        expect(await w.searchIndex.listGenerations()).toEqual({ ids: [generation], active: generation });
        expect((await second.settled(await startedRebuild(second, ['posts']))).state).toBe('done');
        expect((await verify(w)).differences).toEqual([]);
      });
    },
  );

  it('drops the staged collections and the search generation of an abandoned rebuild', LONG, async () => {
    await inWorld(sqliteReadStore(), 3000, async (w) => {
      const live = await w.searchIndex.activeGeneration();
      const first = w.rebuilder(false);
      const id = await startedRebuild(first);
      await searchHalfway(first, id, 1500);
      await first.close();
      const generation = (await runsOf(w.readStore).get(id))?.searchGeneration;
      expect((await w.searchIndex.listGenerations()).ids.sort()).toEqual([live, generation].sort());

      // Abandoned from another process, which never held the generation.
      expect(await w.rebuilder(false).abandon()).toMatchObject({ id, state: 'abandoned' });
      expect(await w.searchIndex.listGenerations()).toEqual({ ids: [live], active: live });
      expect((await verify(w)).differences).toEqual([]); // the live read models were never touched
    });
  });

  it(
    "reports search documents missing, extra or stale behind the projector's back, and none once rebuilt",
    LONG,
    async () => {
      await inWorld(sqliteReadStore(), 600, async (w) => {
        expect(await verify(w)).toMatchObject({ differences: [], searchIndexCompared: true });
        const drifted = await searchDrift(w);
        expect((await verify(w)).differences).toEqual(drifted);
        // Asked about the read models alone, it leaves the index be.
        const postsOnly = await verifyProjections({
          eventStore: w.eventStore,
          live: w.readStore,
          liveSearch: w.searchIndex,
          projections: ALL_PROJECTIONS.filter((p) => p.name === 'posts'),
          logger: silentLogger,
        });
        expect(postsOnly).toMatchObject({ differences: [], searchIndexCompared: false });

        const rebuilder = w.rebuilder();
        expect((await rebuilder.settled(await startedRebuild(rebuilder, ['search']))).state).toBe('done');
        expect((await verify(w)).differences).toEqual([]);
      });
    },
  );

  it('names the projections it knows when asked for one it does not', async () => {
    await inWorld(sqliteReadStore(), 10, async (w) => {
      expect(await w.rebuilder().request(['posts', 'postz'])).toEqual({
        kind: 'unknown-projections',
        unknown: ['postz'],
        known: ALL_PROJECTIONS.map((p) => p.name),
      });
    });
  });
});

describe(`verify-projections with a live OpenSearch index (${opensearch.reason})`, () => {
  // The clean rebuild is always SQLite: a healthy OpenSearch index must list the same digests.
  it.skipIf(!opensearch.url)(
    'finds it equal to the clean rebuild, and names what drifted',
    LONG,
    async () => {
      const prefix = `verify-test-${Date.now().toString(36)}-${process.pid}`;
      const w = await world(sqliteReadStore(), 600, () =>
        createOpenSearchIndex({ url: opensearch.url!, indexPrefix: prefix, replicas: 0 }),
      );
      try {
        expect(await verify(w)).toMatchObject({ differences: [], searchIndexCompared: true });
        const drifted = await searchDrift(w);
        expect((await verify(w)).differences).toEqual(drifted);
      } finally {
        await w.close();
        await fetch(`${opensearch.url}/${prefix}-*?expand_wildcards=all`, { method: 'DELETE' });
      }
    },
  );
});
