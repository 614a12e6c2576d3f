import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EventStore, Listening, ReadStore } from '@mohalla/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveGateway } from './gateway.js';

describe('the gateway', () => {
  let gateway: Listening;
  const answer =
    (name: string) =>
    (_req: IncomingMessage, res: ServerResponse): void => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(name);
    };
  beforeAll(async () => {
    const handlers = {
      read: answer('read'),
      write: answer('write'),
      realtime: answer('realtime'),
      web: answer('web'),
    };
    // Health is not asked here: the stores are never called.
    const stores = { eventStore: {} as EventStore, readStore: {} as ReadStore };
    gateway = await serveGateway(handlers, stores, '127.0.0.1', 0);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it("answers an /api path the catalogue does not know itself: 404 REQUEST.NOT_FOUND, the services' problem document", async () => {
    const response = await fetch(`${gateway.url}/api/nothing-here?x=1`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({
      status: 404,
      code: 'REQUEST.NOT_FOUND',
      detail: 'No route for POST /api/nothing-here',
    });
  });

  it('passes a catalogued call to its service', async () => {
    const answered = async (method: string, path: string) =>
      (await fetch(`${gateway.url}${path}`, { method })).text();
    expect(await answered('GET', '/api/areas')).toBe('read');
    expect(await answered('POST', '/api/auth/logout')).toBe('write');
    expect(await answered('GET', `/api/channels/${randomUUID()}/messages`)).toBe('realtime');
    expect(await answered('GET', '/area/indiranagar')).toBe('web');
  });
});
