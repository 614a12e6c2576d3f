import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '@mohalla/contracts';
import {
  createSqliteReadStore,
  createSqliteSearchIndex,
  type ReadStore,
  type SearchIndex,
} from '@mohalla/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectedEvent, ProjectionTargets } from '../projection.js';
import { postPublished } from '../testing/postPublished.js';
import { areaStatsOf, areaStatsProjection } from './areaStatsProjection.js';

const areaId = randomUUID();
const moderatorId = randomUUID();

describe('the area stats projection, with moderators hiding posts', () => {
  let dir: string;
  let store: ReadStore;
  let search: SearchIndex;
  let targets: ProjectionTargets;
  let position = 0;
  const log: ProjectedEvent[] = [];
  const given = async (at: string, ...events: DomainEvent[]) => {
    for (const event of events) {
      const recorded = {
        ...event,
        eventId: randomUUID(),
        streamName: 'test-stream',
        revision: 0,
        position: ++position,
        metadata: { actorId: moderatorId, correlationId: randomUUID(), causationId: randomUUID(), at },
      } as ProjectedEvent;
      log.push(recorded);
      await areaStatsProjection.apply(recorded, targets);
    }
  };
  const stats = async () => {
    const doc = await areaStatsOf(store).get(areaId);
    return doc && { total: doc.postsTotal, byDay: doc.postsByDay, byTopic: doc.postsByTopic };
  };
  const published = (postId: string, topicId: string | null) => postPublished({ postId, areaId, topicId });
  const decided = (
    type: 'ContentHidden' | 'ContentRestored',
    postId: string,
    replyId: string | null = null,
  ): DomainEvent =>
    type === 'ContentHidden'
      ? { type, data: { postId, replyId, reportId: null, moderatorId, reason: 'Spam' } }
      : { type, data: { postId, replyId, moderatorId, reason: 'Fine after all' } };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'area-stats-'));
    store = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
    search = createSqliteSearchIndex({ path: join(dir, 'search.sqlite') });
    targets = { store, search };
    log.length = 0;
  });
  afterEach(async () => {
    await store.close();
    await search.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // 20:00 UTC on the 20th is the 21st in India.
  const onThe20th = '2026-11-20T10:00:00.000Z';
  const onThe21st = '2026-11-20T20:00:00.000Z';

  it('drops a hidden post from the total, its day and its topic, and counts it again when restored', async () => {
    const [food, safety, untopical] = [randomUUID(), randomUUID(), randomUUID()];
    await given(onThe20th, { type: 'AreaCreated', data: areaCreated() }, published(food, 'food'));
    await given(onThe21st, published(safety, 'safety'), published(untopical, null));
    const all = { total: 3, byDay: { '2026-11-20': 1, '2026-11-21': 2 }, byTopic: { food: 1, safety: 1 } };
    expect(await stats()).toEqual(all);

    await given(onThe21st, decided('ContentHidden', food));
    expect(await stats()).toEqual({ total: 2, byDay: { '2026-11-21': 2 }, byTopic: { safety: 1 } });
    await given(onThe21st, decided('ContentHidden', untopical));
    expect(await stats()).toEqual({ total: 1, byDay: { '2026-11-21': 1 }, byTopic: { safety: 1 } });

    await given(onThe21st, decided('ContentRestored', food), decided('ContentRestored', untopical));
    expect(await stats()).toEqual(all);
  });

  it('counts nothing for a hidden or restored reply, a repeated decision, or a post it never saw', async () => {
    const postId = randomUUID();
    await given(onThe20th, { type: 'AreaCreated', data: areaCreated() }, published(postId, 'food'));
    const before = await stats();
    await given(onThe20th, decided('ContentHidden', postId, randomUUID()));
    await given(onThe20th, decided('ContentRestored', postId, randomUUID()));
    await given(onThe20th, decided('ContentRestored', postId));
    await given(onThe20th, decided('ContentHidden', randomUUID()));
    expect(await stats()).toEqual(before);

    await given(onThe20th, decided('ContentHidden', postId), decided('ContentHidden', postId));
    expect(await stats()).toEqual({ total: 0, byDay: {}, byTopic: {} });
  });

  it('changes nothing when the whole log is delivered again (at least once delivery)', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await given(onThe20th, { type: 'AreaCreated', data: areaCreated() }, published(a, 'food'));
    await given(onThe21st, published(b, 'food'), decided('ContentHidden', a));
    await given(onThe21st, decided('ContentRestored', a), decided('ContentHidden', b));
    const settled = await stats();
    expect(settled).toEqual({ total: 1, byDay: { '2026-11-20': 1 }, byTopic: { food: 1 } });
    for (const event of [...log]) await areaStatsProjection.apply(event, targets);
    expect(await stats()).toEqual(settled);
  });

  it('forgets an area and its posts when the area is deleted', async () => {
    const postId = randomUUID();
    await given(onThe20th, { type: 'AreaCreated', data: areaCreated() }, published(postId, 'food'));
    await given(onThe20th, { type: 'AreaDeleted', data: { areaId, cityId: randomUUID() } });
    await given(onThe20th, decided('ContentHidden', postId));
    expect(await stats()).toBeNull();
  });
});

function areaCreated() {
  return {
    areaId,
    cityId: randomUUID(),
    name: 'Powai',
    lobbyChannelId: randomUUID(),
    location: null,
    origin: 'admin' as const,
  };
}
