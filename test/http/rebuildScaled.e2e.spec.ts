import { join } from 'node:path';
import { RebuildStatusSchema } from '@mohalla/contracts';
import { serverFromEnv } from '@mohalla/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAdmin, signUpResident, type TestAccount } from '../support/accounts.js';
import { requestTo } from '../support/http.js';
import { rebuildCli } from '../support/rebuildCli.js';
import { rebuildSettled } from '../support/rebuildOracle.js';
import { type RunningNode, startScaled } from '../support/singleNode.js';

/**
 * Rebuilds in the scaled edition: the admin's request lands on one of the
 * write APIs, which enqueues it on the Redis queue; the projectors' process
 * runs it; the status is read back (through any write API) from the shared
 * read store. Needs MongoDB (FerretDB) and Redis, as CI runs them.
 */
const mongo = serverFromEnv('mongo', 'MONGO_URL');
const redis = serverFromEnv('redis', 'REDIS_URL');
// Named here, so the command line can be pointed at this edition's stores and queue.
const database = `mohalla_test_${Date.now().toString(36)}_${process.pid}`;

describe.skipIf(!mongo.url || !redis.url)(
  `rebuild on the scaled edition (${mongo.reason}; ${redis.reason})`,
  () => {
    let node: RunningNode;
    let admin: TestAccount;
    let resident: TestAccount;
    let areaId: string;
    let postId: string;
    const api = requestTo(() => node);

    /** What readers see, once every projection has caught up with the log. */
    const readModels = async () => {
      const at = (await api('GET', '/healthz')).body.logPosition;
      const get = async (path: string) => {
        const res = await api('GET', `${path}${path.includes('?') ? '&' : '?'}minPosition=${at}`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('x-read-stale'), path).toBeNull();
        return res.body;
      };
      return {
        areas: await get('/api/areas'),
        area: await get(`/api/areas/${areaId}`),
        stats: await get(`/api/areas/${areaId}/stats`),
        posts: await get(`/api/areas/${areaId}/posts`),
        post: await get(`/api/posts/${postId}`),
        comments: await get(`/api/posts/${postId}/comments`),
        search: await get('/api/search?q=generator'),
        places: await get('/api/places/search?q=indira'),
      };
    };

    beforeAll(async () => {
      node = await startScaled({ env: { MONGO_DATABASE: database, OPENSEARCH_INDEX_PREFIX: database } });
      [admin, resident] = await Promise.all([signUpAdmin(node), signUpResident(node, 'Farah')]);
      const areas = (
        await api('GET', `/api/areas?minPosition=${(await api('GET', '/healthz')).body.logPosition}`)
      ).body as Array<{ _id: string; name: string }>;
      areaId = areas.find((a) => a.name === 'Indiranagar')!._id;
      for (const title of ['Generator noise at night', 'Shared generator for the lane', 'Lost cat']) {
        const post = await api('POST', `/api/areas/${areaId}/posts`, {
          body: { type: 'ask', title, content: `${title}: who else has noticed this week?` },
          headers: resident.auth,
        });
        expect(post.status).toBe(201);
        postId = post.body._id;
      }
      expect(
        (
          await api('POST', `/api/posts/${postId}/comments`, {
            body: { content: 'Seen her near the park.' },
            headers: admin.auth,
          })
        ).status,
      ).toBe(201);
      expect((await api('POST', `/api/posts/${postId}/upvote`, { headers: admin.auth })).status).toBe(200);
    }, 240_000);
    afterAll(async () => {
      await node?.stop();
    });

    it('an admin starts a rebuild through the write API, follows it to done, and readers see the same', {
      timeout: 240_000,
    }, async () => {
      const before = await readModels();
      expect(before.search.posts.length).toBe(2);
      expect(before.comments.length).toBe(1);

      const started = await api('POST', '/api/admin/rebuild', { body: {}, headers: admin.auth });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const status = RebuildStatusSchema.parse(started.body);
      expect(started.headers.get('location')).toBe(`/api/admin/rebuild/${status.id}`);
      // Asked again (likely through the other write API) while it runs: the same rebuild.
      const again = await api('POST', '/api/admin/rebuild', { body: {}, headers: admin.auth });
      expect([200, 202]).toContain(again.status);
      expect(again.body.id).toBe(status.id);

      const final = RebuildStatusSchema.parse(await rebuildSettled(node, status.id, admin.auth, 180_000));
      expect(final).toMatchObject({ state: 'done', error: null });
      expect(final.eventsDone).toBe(final.eventsTotal);
      expect(await readModels()).toEqual(before);

      // The swapped-in read models keep following the log.
      const more = await api('POST', `/api/areas/${areaId}/posts`, {
        body: { type: 'ask', title: 'Generator repaired', content: 'The lane generator works again.' },
        headers: resident.auth,
      });
      expect(more.status).toBe(201);
      expect((await readModels()).search.posts.length).toBe(3);
    });

    it("the command line enqueues on the shared queue and follows the projectors' process to done", {
      timeout: 240_000,
    }, async () => {
      const before = await readModels();
      // The edition's stores and queue, as its processes have them (see launcher/src/scaled.ts).
      const cli = rebuildCli({
        EVENT_STORE: 'sqlite',
        EVENT_STORE_PATH: join(node.dataDir, 'events.sqlite'),
        READ_STORE: 'mongo',
        MONGO_DATABASE: database,
        SEARCH_INDEX: process.env.OPENSEARCH_URL ? 'opensearch' : 'sqlite',
        SEARCH_INDEX_PATH: join(node.dataDir, 'search.sqlite'),
        OPENSEARCH_INDEX_PREFIX: database,
        JOB_QUEUE_PREFIX: database,
      });
      expect(await cli.exited).toBe(0);
      const output = cli.output();
      expect(output).toContain(`On the shared job queue (prefix ${database})`);
      const id = /Starting rebuild ([a-z0-9]+)/.exec(output)?.[1];
      expect(id, output).toBeDefined();
      expect(output).toContain(`Rebuild ${id} done`);
      expect(cli.progress.length).toBeGreaterThan(0); // it followed the status, a line a second
      expect(cli.progress.at(-1)!.done).toBe(cli.progress.at(-1)!.total);
      // The projectors' process ran it (the command line only enqueues): the admin API reports it done.
      const status = await api('GET', `/api/admin/rebuild/${id}`, { headers: admin.auth });
      expect(status.body).toMatchObject({ state: 'done', error: null });
      expect(await readModels()).toEqual(before);
    });

    it('still refuses residents', async () => {
      const refused = await api('POST', '/api/admin/rebuild', { body: {}, headers: resident.auth });
      expect(refused.status).toBe(403);
    });
  },
);
