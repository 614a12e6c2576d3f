import { randomUUID } from 'node:crypto';
import { type ApiOperation, apiOperations } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { routeOf, routeWith, routingTable } from './apiRouting.js';

/** A request path for the operation: each `{param}` an id. */
const samplePath = (operation: ApiOperation) => operation.path.replace(/\{\w+\}/g, () => randomUUID());
const expected = (operation: ApiOperation) =>
  operation.service === 'gateway' ? 'health' : operation.service;

describe('gateway routing by the operation catalogue (issue 15)', () => {
  it.each(apiOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    'sends %s to the service the catalogue names',
    (_, operation) => {
      const path = samplePath(operation);
      expect(routeOf(operation.method.toUpperCase(), path)).toBe(expected(operation));
      expect(routeOf(operation.method.toUpperCase(), `${path}?limit=5&before=3`)).toBe(expected(operation));
      if (operation.method === 'get') expect(routeOf('HEAD', path)).toBe(expected(operation));
    },
  );

  it('keeps what the hand-kept exceptions said: reads of identity, uploads, audits, rebuilds on the write side; chat on the realtime node', () => {
    const id = randomUUID();
    expect(routeOf('GET', '/api/auth/user')).toBe('write');
    expect(routeOf('GET', `/api/files/${id}.png`)).toBe('write');
    expect(routeOf('GET', '/api/upload/status')).toBe('write');
    expect(routeOf('GET', `/api/moderation/audit/post/${id}`)).toBe('write');
    expect(routeOf('GET', `/api/admin/rebuild/${id}`)).toBe('write');
    expect(routeOf('GET', `/api/channels/${id}/messages?limit=20`)).toBe('realtime');
    expect(routeOf('PUT', `/api/messages/${id}`)).toBe('realtime');
    // Other reads go to the read API, other writes to the write API.
    expect(routeOf('GET', `/api/posts/${id}/comments`)).toBe('read');
    expect(routeOf('POST', `/api/posts/${id}/comments`)).toBe('write');
  });

  it('prefers a literal segment to a parameter', () => {
    expect(routeOf('POST', '/api/areas/auto-create')).toBe('write');
    const table = routingTable([
      {
        method: 'get',
        path: '/api/things/{id}',
        summary: '',
        tag: '',
        service: 'read',
        access: 'public',
        success: { status: 200, description: '' },
      },
      {
        method: 'get',
        path: '/api/things/special',
        summary: '',
        tag: '',
        service: 'write',
        access: 'public',
        success: { status: 200, description: '' },
      },
    ]);
    expect(routeWith(table)('GET', '/api/things/special')).toBe('write');
    expect(routeWith(table)('GET', '/api/things/other')).toBe('read');
  });

  it("sends a method a catalogued path lacks to the path's service, or by reads and writes when several serve it", () => {
    const id = randomUUID();
    expect(routeOf('GET', '/api/upload/file')).toBe('write');
    expect(routeOf('PATCH', `/api/messages/${id}`)).toBe('realtime');
    expect(routeOf('OPTIONS', '/api/cities')).toBe('write');
    expect(routeOf('DELETE', `/api/posts/${id}`)).toBe('read');
  });

  it('matches as the services do: a trailing slash and any case under /api', () => {
    expect(routeOf('GET', '/api/areas/')).toBe('read');
    expect(routeOf('GET', '/api/Auth/User')).toBe('write');
  });

  it('calls an /api path no operation has unknown, and anything else the web client', () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/areas/x/y/z'],
      ['GET', '/api'],
      ['GET', '/api?x=1'],
      ['DELETE', `/api/posts//comments`],
    ]) {
      expect(routeOf(method, url)).toBe('unknown');
    }
    for (const url of ['/', '/area/indiranagar', '/assets/app.js', '/ws', '/API/areas', '/apix']) {
      expect(routeOf('GET', url)).toBe('web');
    }
    expect(routeOf('GET', '/healthz')).toBe('health');
  });
});
