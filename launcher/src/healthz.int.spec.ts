import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECTION_NAMES } from '@mohalla/contracts';
import { createSqliteEventStore, createSqliteReadStore, type ReadStore } from '@mohalla/infra';
import { afterAll, expect, it } from 'vitest';
import { healthHandler } from './health.js';

const dir = mkdtempSync(join(tmpdir(), 'mohalla-healthz-'));
const eventStore = createSqliteEventStore({ path: join(dir, 'events.sqlite') });
const readStore = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
afterAll(async () => {
  await eventStore.close();
  await readStore.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Calls the handler and answers what it wrote. */
async function ask(handler: (res: ServerResponse) => Promise<void>) {
  const written = { status: 0, body: '' };
  const res = {
    writeHead: (status: number) => {
      written.status = status;
      return res;
    },
    end: (body: string) => {
      written.body = body;
    },
  } as unknown as ServerResponse;
  await handler(res);
  return { status: written.status, body: JSON.parse(written.body) as Record<string, unknown> };
}

it('says ok with the positions while the projector runs', async () => {
  const answer = await ask(healthHandler(eventStore, readStore, () => ({ state: 'running', failures: 0 })));
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ status: 'ok', logPosition: 0, readPosition: 0 });
});

it('says degraded, with the projector state and its last error, while the projector retries', async () => {
  const probe = () => ({ state: 'retrying', failures: 2, lastError: 'read store unreachable' });
  const answer = await ask(healthHandler(eventStore, readStore, probe));
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ status: 'degraded', projector: probe() });
});

it('answers 503 unavailable, never an unhandled rejection, when a store does not answer', async () => {
  const broken = {
    ...readStore,
    checkpoints: {
      ...readStore.checkpoints,
      get: () => Promise.reject(new Error('connection refused')),
    },
  } as ReadStore;
  const answer = await ask(healthHandler(eventStore, broken));
  expect(answer.status).toBe(503);
  expect(answer.body.status).toBe('unavailable');
  expect(String(answer.body.error)).toContain('connection refused');
});

it('reports each projection lag and how old the oldest unapplied event is; degraded past the bound', async () => {
  const dir2 = mkdtempSync(join(tmpdir(), 'mohalla-healthz-lag-'));
  const log = createSqliteEventStore({ path: join(dir2, 'events.sqlite') });
  const store = createSqliteReadStore({ path: join(dir2, 'read.sqlite') });
  try {
    const writtenAt = Date.parse('2026-11-24T10:00:00.000Z');
    let clock = writtenAt;
    const handler = healthHandler(log, store, undefined, { degradedLagMs: 1_000, now: () => clock });
    const event = () => {
      const id = randomUUID();
      const at = new Date(writtenAt).toISOString();
      return {
        eventId: id,
        type: 'Test',
        data: {},
        metadata: { actorId: 'system', correlationId: id, causationId: id, at },
      };
    };
    await log.append('area-lag', [event(), event()], { expectedRevision: 'no_stream' });
    await store.checkpoints.set('posts', 1);

    const first = await ask(handler);
    expect(first.body).toMatchObject({ status: 'ok', logPosition: 2, readPosition: 0, lagMs: 0 });
    expect((first.body.lag as Record<string, number>).posts).toBe(1);

    clock = writtenAt + 1_000;
    expect((await ask(handler)).body).toMatchObject({ status: 'ok', lagMs: 1_000 }); // behind, within the bound
    clock = writtenAt + 1_001;
    expect((await ask(handler)).body).toMatchObject({ status: 'degraded', lagMs: 1_001 });

    for (const name of PROJECTION_NAMES) await store.checkpoints.set(name, 2);
    expect((await ask(handler)).body).toMatchObject({ status: 'ok', lagMs: 0 }); // caught up
  } finally {
    await log.close();
    await store.close();
    rmSync(dir2, { recursive: true, force: true });
  }
});
