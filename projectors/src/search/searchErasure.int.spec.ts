import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '@mohalla/contracts';
import { createSqliteReadStore, createSqliteSearchIndex, type SearchIndex } from '@mohalla/infra';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectedEvent, ProjectionTargets } from '../projection.js';
import { postPublished } from '../testing/postPublished.js';
import { searchPostsOf } from './searchPosts.js';
import { searchProjection } from './searchProjection.js';

const dir = mkdtempSync(join(tmpdir(), 'search-erasure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
let position = 0;
const recorded = (event: DomainEvent): ProjectedEvent =>
  ({
    ...event,
    eventId: randomUUID(),
    streamName: 'test-stream',
    revision: 0,
    position: ++position,
    metadata: {
      actorId: randomUUID(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
      at: '2026-11-20T10:00:00.000Z',
    },
  }) as ProjectedEvent;

describe('the search projection, when a person is erased (issue 16)', () => {
  let index: SearchIndex;
  let targets: ProjectionTargets;
  const given = async (...events: DomainEvent[]) => {
    for (const event of events) await searchProjection.apply(recorded(event), targets);
  };
  const found = async (q: string) => (await index.searchPosts({ q, limit: 10 })).hits.map((h) => h.id);

  const erasedId = randomUUID();
  const theirs = postPublished({
    authorId: erasedId,
    title: 'Gramophone repairs',
    content: 'Zanzibarite hums.',
  });
  const neighbours = postPublished({ title: 'Gramophone for sale', content: 'Barely used.' });
  const idOf = (event: DomainEvent) => (event.data as { postId: string }).postId;
  const erased: DomainEvent = {
    type: 'PersonErased',
    data: { userId: erasedId, erasedAt: '2026-11-25T01:00:00.000Z' },
  };

  beforeEach(() => {
    const store = createSqliteReadStore({ path: join(dir, `read-${++files}.sqlite`) });
    index = createSqliteSearchIndex({ path: join(dir, `search-${files}.sqlite`) });
    targets = { store, search: index };
  });

  it('given their post and a neighbour post, when they are erased, then only theirs leaves the index, words and all', async () => {
    await given(theirs, neighbours);
    expect((await found('gramophone')).sort()).toEqual([idOf(theirs), idOf(neighbours)].sort());
    await given(erased);
    expect(await found('gramophone')).toEqual([idOf(neighbours)]);
    expect(await found('zanzibarite')).toEqual([]);
    const copy = await searchPostsOf(targets.store).get(idOf(theirs));
    expect(JSON.stringify(copy)).not.toContain('Zanzibarite');
  });

  it('a moderator restoring their post later does not bring it back', async () => {
    await given(theirs, { type: 'ContentHidden', data: hiddenData(idOf(theirs)) }, erased);
    await given({ type: 'ContentRestored', data: hiddenData(idOf(theirs)) });
    expect(await found('zanzibarite')).toEqual([]);
    expect(await found('gramophone')).toEqual([]);
  });
});

const hiddenData = (postId: string) => ({
  postId,
  replyId: null,
  reportId: null,
  reason: 'Off topic',
  moderatorId: randomUUID(),
});
