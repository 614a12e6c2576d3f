import type { TemplatedApp } from 'uWebSockets.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Router } from '@koa/router';
import { type ApiOperation, apiOperations, PROJECTION_NAMES } from '@mohalla/contracts';
import {
  createInProcessPresence,
  createInProcessRateLimiter,
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  silentLogger,
} from '@mohalla/infra';
import { createReadApp } from '@mohalla/read-api';
import { createWriteApp } from '@mohalla/write-api';
import type Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChatRoutesDeps, chatRoutes } from '../../realtime/src/http/chatRoutes.js';

/**
 * The catalogue behind /api/openapi.json against the routes the services
 * really register: a route without an entry (or an entry without a route)
 * fails here. It composes the apps in process and starts nothing; it lives
 * under test/ because only a test beside the launcher may import every service.
 */
const dir = mkdtempSync(join(tmpdir(), 'openapi-catalogue-'));
const eventStore = createSqliteEventStore({ path: join(dir, 'events.sqlite') });
const readStore = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
const searchIndex = createSqliteSearchIndex({ path: join(dir, 'search.sqlite') });
afterAll(async () => {
  await Promise.all([eventStore.close(), readStore.close(), searchIndex.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const openApiPath = (koaPath: string) => koaPath.replace(/:(\w+)/g, '{$1}');

/** `METHOD /path` of every route of the routers a Koa app mounted (HEAD comes with GET). */
function koaRoutes(app: Koa): string[] {
  const routers = app.middleware
    .map((mw) => (mw as { router?: Router }).router)
    .filter((router): router is Router => router !== undefined);
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${openApiPath(String(layer.path))}`),
    ),
  );
}

/** The chat calls as the realtime node registers them, on a uWS app that only records. */
function realtimeRoutes(): string[] {
  const seen: string[] = [];
  const record = (method: string) => (pattern: string) => seen.push(`${method} ${openApiPath(pattern)}`);
  const app = { get: record('GET'), put: record('PUT'), del: record('DELETE'), post: record('POST') };
  chatRoutes(app as unknown as TemplatedApp, {} as ChatRoutesDeps);
  return seen;
}

const registered: Record<ApiOperation['service'], string[]> = {
  write: koaRoutes(
    createWriteApp({
      eventStore,
      readStore,
      logger: silentLogger,
      aliasSecret: 'catalogue-test',
      rateLimiter: createInProcessRateLimiter(),
    }),
  ),
  read: koaRoutes(
    createReadApp({
      readStore,
      searchIndex,
      eventStore,
      presence: createInProcessPresence(),
      logger: silentLogger,
      projectionNames: PROJECTION_NAMES,
    }),
  ),
  realtime: realtimeRoutes(),
  // /healthz is answered by the gateway itself, before any service.
  gateway: ['GET /healthz'],
};
const catalogued = (service: ApiOperation['service']) =>
  apiOperations.filter((op) => op.service === service).map((op) => `${op.method.toUpperCase()} ${op.path}`);

describe('the OpenAPI operation catalogue', () => {
  it.each(['write', 'read', 'realtime', 'gateway'] as const)('lists exactly the %s routes', (service) => {
    expect(registered[service].length).toBeGreaterThan(0);
    expect(catalogued(service).sort()).toEqual([...new Set(registered[service])].sort());
  });
});
