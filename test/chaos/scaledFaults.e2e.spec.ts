import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverFromEnv } from '@mohalla/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceKind } from '../../launcher/src/scaled/serviceEntries.js';
import { signUpAdmin, signUpResident } from '../support/accounts.js';
import { wsUrl } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { type RunningNode, repoRoot, startScaled } from '../support/singleNode.js';
import { startAreaWriters } from './areaWriters.js';
import { startChatLoad } from './chatLoad.js';
import { type CuttableServer, childPids, throughProxy } from './faults.js';

const mongo = serverFromEnv('mongo', 'MONGO_URL');
const redis = serverFromEnv('redis', 'REDIS_URL');
const openSearch = serverFromEnv('opensearch', 'OPENSEARCH_URL');
const OUTAGE_MS = 10_000;
const RECOVERY_LIMIT_MS = 60_000;

/**
 * The scaled edition under faults, with bounded load on loopback (3 area
 * writers, a chat sender and reader): each process kind is killed (-9) and
 * each server (Redis, the MongoDB-protocol server, OpenSearch) is cut off
 * for 10 s, one after the other, through TCP proxies only this edition uses
 * (the servers stay up for every other suite). After each fault the time
 * until a write is served and read back again is printed. Afterwards: no
 * acknowledged write lost or duplicated, every acknowledged chat message
 * delivered exactly once across reconnects, and verify-projections finds
 * the read models equal to a clean rebuild.
 */
describe.skipIf(!mongo.url || !redis.url || !openSearch.url)('the scaled edition under faults', () => {
  let node: RunningNode;
  const proxies: Record<string, CuttableServer> = {};
  const database = `mohalla_chaos_${Date.now().toString(36)}`;
  const env: Record<string, string> = {};

  beforeAll(async () => {
    for (const [name, url] of [
      ['redis', redis.url!],
      ['mongo', mongo.url!],
      ['opensearch', openSearch.url!],
    ] as const) {
      const through = await throughProxy(url);
      proxies[name] = through.proxy;
      env[{ redis: 'REDIS_URL', mongo: 'MONGO_URL', opensearch: 'OPENSEARCH_URL' }[name]] = through.url;
    }
    node = await startScaled({
      env: {
        ...env,
        MONGO_DATABASE: database,
        OPENSEARCH_INDEX_PREFIX: database,
        REALTIME_INSTANCES: '2',
        CHAT_SEND_LIMIT: '1000',
        LOG_LEVEL: 'info',
      },
    });
  }, 240_000);
  afterAll(async () => {
    await node?.stop();
    for (const proxy of Object.values(proxies)) await proxy.close();
  });

  it('loses no acknowledged write, resumes chat without gaps, and recovers from each fault without a hand', {
    timeout: 600_000,
  }, async () => {
    const admin = await signUpAdmin(node);
    const city = await request(node.url, 'POST', '/api/cities', {
      body: { name: 'Chaospur' },
      headers: admin.auth,
    });
    expect(city.status).toBe(201);
    const area = await request(node.url, 'POST', `/api/cities/${city.body._id}/areas`, {
      body: { name: 'Chaos Lobby' },
      headers: admin.auth,
    });
    expect(area.status).toBe(201);
    const [sender, reader] = [await signUpResident(node, 'Sanjay'), await signUpResident(node, 'Rekha')];

    const writers = startAreaWriters(() => node.url, city.body._id, admin.auth, 3);
    const chat = startChatLoad(wsUrl(node), area.body.lobbyChannelId, sender.token, reader.token);
    await chat.ready();

    const launcherPid = node.process.pid!;
    // A fault is inflicted, then answers what must hold once the edition serves again.
    type Fault = () => Promise<() => Promise<void>>;
    const kill =
      (workspace: ServiceKind): Fault =>
      async () => {
        const before = childPids(launcherPid, workspace);
        if (!before[0]) throw new Error(`no ${workspace} process under the launcher`);
        process.kill(before[0], 'SIGKILL');
        // The survivors may serve meanwhile; the launcher must also have started the killed one again.
        return async () => {
          await expect
            .poll(() => childPids(launcherPid, workspace).filter((pid) => pid !== before[0]).length, {
              timeout: 30_000,
              interval: 200,
            })
            .toBe(before.length);
        };
      };
    const cut =
      (name: string): Fault =>
      async () => {
        await proxies[name]!.cut();
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
        await proxies[name]!.restore();
        return async () => {};
      };
    const faults: Array<[string, Fault]> = [
      ['kill -9 a write-api', kill('write-api')],
      ['kill -9 a read-api', kill('read-api')],
      ['kill -9 a realtime node', kill('realtime')],
      ['kill -9 the projectors', kill('projectors')],
      ['Redis away 10 s', cut('redis')],
      ['MongoDB-protocol server away 10 s', cut('mongo')],
      ['OpenSearch away 10 s', cut('opensearch')],
    ];
    const recovery: Array<{ fault: string; recoveredInMs: number }> = [];
    for (const [fault, inflict] of faults) {
      const afterwards = await inflict();
      const since = Date.now();
      await servesAgain(node.url, city.body._id, admin.auth, fault).catch((error: Error) => {
        mkdirSync(join(repoRoot, '.artifacts'), { recursive: true });
        writeFileSync(join(repoRoot, '.artifacts/chaos-edition.log'), node.output());
        throw new Error(`${error.message} (the edition's output: .artifacts/chaos-edition.log)`);
      });
      recovery.push({ fault, recoveredInMs: Date.now() - since });
      await afterwards();
    }
    console.log(
      `Recovery after each fault (from the fault's end to a write served and read back):\n${recovery
        .map((r) => `  ${r.fault.padEnd(36)} ${(r.recoveredInMs / 1000).toFixed(1)} s`)
        .join('\n')}`,
    );

    await writers.stop();
    console.log(
      `Area writers: ${writers.acknowledged.length} acknowledged, ${writers.failures.length} attempts failed and were sent again`,
    );
    chat.stopSending();
    await expect
      .poll(() => chat.pending.size, { timeout: 60_000, interval: 500 })
      .toBe(0)
      .catch((error: Error) => {
        throw new Error(`${error.message}; the sender was last told: ${chat.errors.slice(-3).join(' | ')}`);
      });

    // Every acknowledged area is served, once.
    const highest = Math.max(...writers.acknowledged.map((a) => a.position));
    // The read side catches up on what piled up during the last outage: wait for it, within a bound.
    const path = `/api/cities/${city.body._id}/areas?minPosition=${highest}`;
    let served = await request(node.url, 'GET', path);
    for (const deadline = Date.now() + 60_000; served.headers.get('x-read-stale') && Date.now() < deadline; )
      served = await request(node.url, 'GET', path);
    expect(served.headers.get('x-read-stale')).toBeNull();
    const names = (served.body as Array<{ _id: string; name: string }>).map((a) => a.name);
    expect(new Set(names).size).toBe(names.length);
    const byId = new Map((served.body as Array<{ _id: string; name: string }>).map((a) => [a._id, a.name]));
    for (const ack of writers.acknowledged) expect(byId.get(ack.id)).toBe(ack.name);
    expect(writers.acknowledged.length).toBeGreaterThan(20);

    // Every acknowledged chat message reached the reader exactly once, across every reconnect.
    await expect
      .poll(() => [...chat.acked.values()].every((id) => chat.delivered.includes(id)), { timeout: 30_000 })
      .toBe(true);
    chat.close();
    const counts = new Map<string, number>();
    for (const id of chat.delivered) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(chat.acked.size).toBeGreaterThan(20);

    // And the read models equal a clean rebuild of the log.
    const verified = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'launcher/src/verifyProjectionsCli.ts'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          EVENT_STORE: 'sqlite',
          EVENT_STORE_PATH: join(node.dataDir, 'events.sqlite'),
          READ_STORE: 'mongo',
          MONGO_URL: mongo.url!,
          MONGO_DATABASE: database,
          SEARCH_INDEX: 'opensearch',
          OPENSEARCH_URL: openSearch.url!,
          OPENSEARCH_INDEX_PREFIX: database,
        },
      },
    );
    expect(verified.stdout).toContain('equal a clean rebuild');
  });
});

/** Polls until a new area is created and read back at its position, or fails after RECOVERY_LIMIT_MS. */
async function servesAgain(url: string, cityId: string, auth: Record<string, string>, fault: string) {
  const deadline = Date.now() + RECOVERY_LIMIT_MS;
  const name = `Probe ${fault.replace(/[^A-Za-z ]/g, '').replace(/ +/g, ' ')}`.slice(0, 50);
  const headers = { ...auth, 'Idempotency-Key': `probe-${Date.now()}` };
  const path = `/api/cities/${cityId}/areas`;
  let last = '';
  for (;;) {
    try {
      const created = await request(url, 'POST', path, { body: { name }, headers });
      last = `write ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`;
      if (created.status === 201 || created.status === 200) {
        const read = await request(url, 'GET', `${path}?minPosition=${created.body.position}`);
        last = `read ${read.status}, stale: ${read.headers.get('x-read-stale')}`;
        if (read.status === 200 && !read.headers.get('x-read-stale')) return;
      }
    } catch (error) {
      last = `no answer: ${error instanceof Error ? error.message : error}`;
    }
    if (Date.now() > deadline) {
      throw new Error(`the edition did not recover from "${fault}" within 60 s; last: ${last}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
