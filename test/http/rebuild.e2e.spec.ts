import { join } from 'node:path';
import { RebuildStatusSchema } from '@mohalla/contracts';
import { createSqliteEventStore } from '@mohalla/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpResident, type TestAccount } from '../support/accounts.js';
import { requestTo } from '../support/http.js';
import { differencesFromCleanRebuild, rebuildSettled } from '../support/rebuildOracle.js';
import { writeSampleLog } from '../support/sampleLog.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';
import { tempDirs } from '../support/tempDirs.js';

const tempDir = tempDirs();

let node: RunningNode;
let admin: TestAccount;
let resident: TestAccount;
const api = requestTo(() => node);

beforeAll(async () => {
  // A log with some weight to it (written before the node starts), so a rebuild takes a while.
  const dataDir = tempDir('mohalla-rebuild-e2e-');
  const eventStore = createSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
  await writeSampleLog(eventStore, { events: 20_000 });
  await eventStore.close();
  node = await startSingleNode({ dataDir, env: { SEED_DEMO: 'false' } });
  [admin, resident] = await Promise.all([signUpAdmin(node), signUpResident(node, 'Meera')]);
});
afterAll(async () => {
  await node?.stop();
});

describe('the admin rebuild API', () => {
  it('answers 401 without a session and 403 to a resident, and starts nothing', async () => {
    expect((await api('POST', '/api/admin/rebuild', { body: {} })).status).toBe(401);
    const refused = await api('POST', '/api/admin/rebuild', { body: {}, headers: resident.auth });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH.FORBIDDEN');
    expect((await api('GET', '/api/admin/rebuild/abc123', { headers: resident.auth })).status).toBe(403);
  });

  it('names the unknown projections and the known ones with a 400, and a 404 for an unknown rebuild', async () => {
    const res = await api('POST', '/api/admin/rebuild', {
      body: { projections: ['posts', 'postz'] },
      headers: admin.auth,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('projections');
    expect(res.body.errors[0].message).toContain('postz');
    expect(res.body.errors[0].message).toContain('areaStats');
    const bad = await api('POST', '/api/admin/rebuild', {
      body: { projections: 'posts' },
      headers: admin.auth,
    });
    expect(bad.status).toBe(400);
    expect((await api('GET', '/api/admin/rebuild/nosuch1', { headers: admin.auth })).status).toBe(404);
  });

  it('rebuilds in the background while commands keep landing, and ends equal to a clean rebuild', {
    timeout: 240_000,
  }, async () => {
    const head = (await api('GET', '/healthz')).body.logPosition;
    const areas = (await api('GET', `/api/areas?minPosition=${head}`)).body as Array<{ _id: string }>;
    expect(areas.length).toBeGreaterThan(100);
    const writes = { posts: 0 };
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const areaId = areas[(n * 31 + i) % areas.length]!._id;
        const post = await api('POST', `/api/areas/${areaId}/posts`, {
          body: {
            type: 'tip',
            title: `Ration shop hours ${n}-${i}`,
            content: 'Open from nine until one on weekdays now.',
          },
          headers: resident.auth,
        });
        expect(post.status).toBe(201);
        writes.posts++;
        const reply = await api('POST', `/api/posts/${post.body._id}/comments`, {
          body: { content: 'Thanks, that helps.' },
          headers: admin.auth,
        });
        expect(reply.status).toBe(201);
        expect(
          (await api('POST', `/api/posts/${post.body._id}/upvote`, { headers: admin.auth })).status,
        ).toBe(200);
      }
    };
    const rebuildWhileWriting = async () => {
      const started = await api('POST', '/api/admin/rebuild', { body: {}, headers: admin.auth });
      expect(started.status).toBe(202);
      const status = RebuildStatusSchema.parse(started.body);
      expect(started.headers.get('location')).toBe(`/api/admin/rebuild/${status.id}`);
      expect(['building', 'swapping']).toContain(status.state);
      // Asking again while it runs gets the same rebuild, not a second one.
      const again = await api('POST', '/api/admin/rebuild', { body: {}, headers: admin.auth });
      expect(again.body.id).toBe(status.id);

      const postsBefore = writes.posts;
      const final = RebuildStatusSchema.parse(await rebuildSettled(node, status.id, admin.auth));
      expect(final).toMatchObject({ state: 'done', error: null });
      expect(final.eventsDone).toBe(final.eventsTotal);
      expect(writes.posts).toBeGreaterThan(postsBefore); // the app kept taking writes during the rebuild
    };
    const writers = Promise.all([0, 1, 2].map(writer));
    try {
      await rebuildWhileWriting();
    } finally {
      writing = false;
      await writers;
    }
    expect(await differencesFromCleanRebuild(node.dataDir)).toEqual([]);
    const health = (await api('GET', '/healthz')).body;
    const posts = await api('GET', `/api/areas/${areas[0]!._id}/posts?minPosition=${health.logPosition}`);
    expect(posts.status).toBe(200);
    expect(posts.headers.get('x-read-stale')).toBeNull();
  });
});
