import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '@mohalla/contracts';
import {
  createSqliteReadStore,
  createSqliteSearchIndex,
  type PostDocument,
  type ReadStore,
  type SearchIndex,
  type SearchIndexWriter,
} from '@mohalla/infra';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectedEvent, ProjectionTargets } from '../projection.js';
import { postPublished } from '../testing/postPublished.js';
import { searchPostsOf } from './searchPosts.js';
import { searchProjection } from './searchProjection.js';

const dir = mkdtempSync(join(tmpdir(), 'search-projection-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** The real index, with every post document it accepted kept aside: counters are not searchable. */
function recording(index: SearchIndexWriter) {
  const accepted = new Map<string, PostDocument>();
  const writer: SearchIndexWriter = {
    upsertPost: async (doc, position) => {
      const wrote = await index.upsertPost(doc, position);
      if (wrote) accepted.set(doc.id, doc);
      return wrote;
    },
    removePost: (id, position) => index.removePost(id, position),
    upsertPlace: (doc, position) => index.upsertPlace(doc, position),
    removePlace: (id, position) => index.removePlace(id, position),
  };
  return { writer, accepted };
}

let position = 0;
function recorded(event: DomainEvent): ProjectedEvent {
  position++;
  return {
    ...event,
    eventId: randomUUID(),
    streamName: 'test-stream',
    revision: 0,
    position,
    metadata: {
      actorId: randomUUID(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
      at: '2026-11-20T10:00:00.000Z',
    },
  } as ProjectedEvent;
}

describe('the search projection', () => {
  let store: ReadStore;
  let index: SearchIndex;
  let targets: ProjectionTargets;
  let accepted: Map<string, PostDocument>;
  const log: ProjectedEvent[] = [];
  const given = async (...events: DomainEvent[]) => {
    for (const event of events) {
      const e = recorded(event);
      log.push(e);
      await searchProjection.apply(e, targets);
    }
  };
  const redeliver = (e: ProjectedEvent) => searchProjection.apply(e, targets);
  const found = async (q: string) => (await index.searchPosts({ q, limit: 10 })).hits.map((h) => h.id);
  const places = async (q: string) => index.searchPlaces(q, 10);

  const cityId = randomUUID();
  const areaId = randomUUID();
  const postId = randomUUID();
  const city = (type: 'CityCreated' | 'CityUpdated', name: string): DomainEvent => ({
    type,
    data: { cityId, name, state: 'Karnataka', country: 'India' },
  });
  const areaCreated: DomainEvent = {
    type: 'AreaCreated',
    data: {
      areaId,
      cityId,
      name: 'Koramangala',
      lobbyChannelId: randomUUID(),
      location: null,
      origin: 'admin',
    },
  };
  const published = postPublished({
    postId,
    areaId,
    cityId,
    postType: 'alert',
    topicId: 'safety',
    title: 'Water-logging near Sony Signal',
    content: 'The underpass is flooded since morning.',
  });
  const upvoted = (): DomainEvent => ({ type: 'PostUpvoted', data: { postId, userId: randomUUID() } });

  beforeEach(async () => {
    store = createSqliteReadStore({ path: join(dir, `read-${++files}.sqlite`) });
    index = createSqliteSearchIndex({ path: join(dir, `search-${files}.sqlite`) });
    const rec = recording(index);
    accepted = rec.accepted;
    targets = { store, search: rec.writer };
    log.length = 0;
    return async () => {
      await store.close();
      await index.close();
    };
  });

  it('indexes a published post under its alias; its counters change its working copy, not the index', async () => {
    await given(city('CityCreated', 'Bengaluru'), areaCreated, published, upvoted(), upvoted());
    await given({
      type: 'ReplyAdded',
      data: {
        postId,
        replyId: randomUUID(),
        authorId: randomUUID(),
        authorAlias: 'Sunny Neem 7',
        content: 'Same here',
        mediaUrls: [],
      },
    });
    expect(await found('sony signal')).toEqual([postId]);
    expect(accepted.get(postId)).toEqual({
      id: postId,
      areaId,
      cityId,
      type: 'alert',
      topicId: 'safety',
      title: 'Water-logging near Sony Signal',
      content: 'The underpass is flooded since morning.',
      authorAlias: 'Quiet Mango 42',
      createdAt: '2026-11-20T10:00:00.000Z',
      upvotes: 0,
      replyCount: 0,
    });
    expect(await searchPostsOf(store).get(postId)).toMatchObject({ upvotes: 2, replyCount: 1 });
    expect(JSON.stringify(accepted.get(postId))).not.toContain(
      (published.data as { authorId: string }).authorId,
    );
  });

  it('changes nothing when events are delivered again', async () => {
    await given(city('CityCreated', 'Bengaluru'), areaCreated, published, upvoted());
    for (const e of [...log].reverse()) await redeliver(e);
    expect((await searchPostsOf(store).get(postId))?.upvotes).toBe(1);
    expect(await found('flooded')).toEqual([postId]);
    expect((await places('kora')).length).toBe(1);
  });

  it('gives areas their city and state, follows renames and deletions', async () => {
    await given(city('CityCreated', 'Bangalore'), areaCreated);
    expect(await places('koramangala')).toEqual([
      { type: 'area', id: areaId, name: 'Koramangala', cityId, cityName: 'Bangalore', state: 'Karnataka' },
    ]);
    await given(city('CityUpdated', 'Bengaluru'), {
      type: 'AreaUpdated',
      data: { areaId, name: 'Koramangala 5th Block', location: null },
    });
    expect(await places('kora')).toEqual([
      {
        type: 'area',
        id: areaId,
        name: 'Koramangala 5th Block',
        cityId,
        cityName: 'Bengaluru',
        state: 'Karnataka',
      },
    ]);
    expect((await places('bangalore')).length).toBe(0);
    expect((await places('bengaluru')).map((p) => p.type)).toEqual(['city']);

    await given({ type: 'CityDeleted', data: { cityId } });
    expect(await places('kora')).toEqual([]);
    expect(await places('bengaluru')).toEqual([]);
    // An area created in a deleted city is not shown, as on the read side.
    await given({
      ...areaCreated,
      data: { ...areaCreated.data, areaId: randomUUID(), name: 'Kormangala East' },
    } as DomainEvent);
    expect(await places('kormangala')).toEqual([]);
  });

  it('removes a deleted area', async () => {
    await given(city('CityCreated', 'Bengaluru'), areaCreated, {
      type: 'AreaDeleted',
      data: { areaId, cityId },
    });
    expect(await places('koramangala')).toEqual([]);
    expect((await places('bengaluru')).length).toBe(1);
  });

  it('keeps a hidden post out of the index until it is restored', async () => {
    await given(city('CityCreated', 'Bengaluru'), areaCreated, published);
    const moderatorId = randomUUID();
    await given({
      type: 'ContentHidden',
      data: { postId, replyId: null, reportId: null, moderatorId, reason: 'Spam' },
    });
    expect(await found('sony')).toEqual([]);
    await given(upvoted());
    for (const e of log) await redeliver(e); // a replayed PostPublished cannot bring it back
    expect(await found('sony')).toEqual([]);
    await given({
      type: 'ContentRestored',
      data: { postId, replyId: null, moderatorId, reason: 'Not spam' },
    });
    expect(await found('sony')).toEqual([postId]);
    expect(accepted.get(postId)?.upvotes).toBe(1);
  });

  it('rebuilds into fresh targets that search the same once activated', async () => {
    await given(city('CityCreated', 'Bengaluru'), areaCreated, published, upvoted());
    const before = { posts: await found('water'), places: await places('k') };
    const generation = await index.createGeneration();
    const fresh = {
      store: createSqliteReadStore({ path: join(dir, `rebuild-${files}.sqlite`) }),
      search: generation,
    };
    for (const e of log) await searchProjection.apply(e, fresh);
    await fresh.store.close();
    await index.activateGeneration(generation.id);
    expect({ posts: await found('water'), places: await places('k') }).toEqual(before);
  });
});
