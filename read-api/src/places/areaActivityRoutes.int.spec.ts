import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AreaDto, type AreaStatsDocument, ReadModels } from '@mohalla/contracts';
import {
  createInProcessPresence,
  createSqliteReadStore,
  createSqliteSearchIndex,
  type Presence,
  type ReadStore,
  type SearchIndex,
} from '@mohalla/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningReadApp, listenReadApp } from '../testing/listenReadApp.js';

const areaId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const cityId = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
let readStore: ReadStore;
let searchIndex: SearchIndex;
let presence: Presence;
let reader: ListeningReadApp;
let url: string;
let dir: string;
const get = async (path: string) => {
  const res = await fetch(`${url}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'activity-'));
  readStore = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
  searchIndex = createSqliteSearchIndex({ path: join(dir, 'search.sqlite') });
  presence = createInProcessPresence();
  const area: AreaDto = {
    _id: areaId,
    name: 'Powai',
    cityId,
    city: { _id: cityId, name: 'Mumbai', state: 'Maharashtra', country: 'India' },
    location: null,
    channels: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    revision: 0,
  };
  await readStore.collection<AreaDto>(ReadModels.areas).put(area, 1);
  const stats: AreaStatsDocument = {
    _id: areaId,
    postsTotal: 7,
    postsByDay: { '2026-11-21': 3, '2026-11-20': 4 },
    postsByTopic: { food: 5, safety: 2 },
  };
  await readStore.collection<AreaStatsDocument>(ReadModels.areaStats).put(stats, 2);
  // 20:00 UTC on the 20th is already the 21st in India.
  const clock = () => new Date('2026-11-20T20:00:00.000Z');
  reader = await listenReadApp({
    readStore,
    searchIndex,
    presence,
    clock,
  });
  url = reader.url;
});
afterAll(async () => {
  await reader.close();
  await readStore.close();
  await searchIndex.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('area activity', () => {
  it("counts today's posts by India's calendar day, and posts per topic", async () => {
    const { body } = await get(`/api/areas/${areaId}/stats`);
    expect(body).toEqual({
      areaId,
      online: 0,
      postsToday: 3,
      postsTotal: 7,
      topics: [
        { topicId: 'food', count: 5 },
        { topicId: 'safety', count: 2 },
      ],
    });
  });

  it('counts distinct residents online and lists them by alias only', async () => {
    await presence.join({ areaId, connectionId: 'c1', memberKey: 'member-a', alias: 'Quiet Mango 42' });
    await presence.join({ areaId, connectionId: 'c2', memberKey: 'member-a', alias: 'Quiet Mango 42' });
    await presence.join({ areaId, connectionId: 'c3', memberKey: 'member-b', alias: 'Sunny Neem 17' });
    expect((await get(`/api/areas/${areaId}/stats`)).body.online).toBe(2);
    const { body } = await get(`/api/areas/${areaId}/online-users`);
    expect(body).toEqual({
      users: [
        { id: 'Quiet Mango 42', name: 'Quiet Mango 42', status: 'online' },
        { id: 'Sunny Neem 17', name: 'Sunny Neem 17', status: 'online' },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('member-');
  });

  it('answers 404 for an unknown area and 400 for a malformed id', async () => {
    expect((await get('/api/areas/9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d/stats')).status).toBe(404);
    expect((await get('/api/areas/nope/online-users')).status).toBe(400);
  });
});
