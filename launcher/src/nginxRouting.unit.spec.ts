import { readFileSync } from 'node:fs';
import { type ApiOperation, apiOperations } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { type Destination, routeOf } from './apiRouting.js';
import { type Gateway, parseConfig, readGateway, selectLocation, upstreamFor } from './nginxLocations.js';

/**
 * The scaled edition's gateway (infra/compose/nginx.conf) routes by its own
 * `location` blocks; the local one (apiRouting.ts) by the operation catalogue.
 * These tests keep the two equal for every catalogued operation (issue 15).
 */
const configText = readFileSync(new URL('../../infra/compose/nginx.conf', import.meta.url), 'utf8');
const gateway = readGateway(parseConfig(configText));

/** The compose upstream for each of the local gateway's destinations. */
const upstreamOf: Partial<Record<Destination, string>> = {
  read: 'read_api',
  write: 'write_api',
  realtime: 'realtime',
  // Liveness through the gateway: nginx asks a read-api replica's /healthz.
  health: 'read_api',
};

const sampleId = '3f1c2b9e-8d4a-4c6b-9a7e-5b2d1f0e4c88';
/** A request path for the operation: each `{param}` an id. */
const samplePath = (operation: ApiOperation) => operation.path.replace(/\{\w+\}/g, sampleId);

/** The requests each operation stands for: its method (and HEAD for a GET), with and without a trailing slash or query. */
function requestsFor(operation: ApiOperation): Array<[method: string, url: string]> {
  const path = samplePath(operation);
  const methods = operation.method === 'get' ? ['GET', 'HEAD'] : [operation.method.toUpperCase()];
  const urls = [path, `${path}?limit=5`, ...(path === '/healthz' ? [] : [`${path}/`])];
  return methods.flatMap((method) => urls.map((url): [string, string] => [method, url]));
}

/** Every catalogued request nginx sends somewhere other than the local gateway does. */
function disagreements(config: Gateway): string[] {
  return apiOperations.flatMap(requestsFor).flatMap(([method, url]) => {
    const nginx = upstreamFor(config, method, url);
    const local = upstreamOf[routeOf(method, url)];
    return nginx === local ? [] : [`${method} ${url}: nginx ${nginx}, catalogue ${local}`];
  });
}

/** The gateway read from a copy of nginx.conf with one edit. */
const editedGateway = (from: string | RegExp, to: string) => {
  const edited = configText.replace(from, to);
  expect(edited).not.toBe(configText);
  return readGateway(parseConfig(edited));
};

describe('the compose gateway (nginx.conf) routes as the operation catalogue says', () => {
  it('reads the locations, the upstreams and the read/write split by method', () => {
    expect(gateway.upstreams).toEqual(new Set(['write_api', 'read_api', 'realtime']));
    expect(Object.fromEntries(gateway.upstreamByMethod)).toEqual({
      GET: 'read_api',
      HEAD: 'read_api',
      default: 'write_api',
    });
    for (const { proxyTo } of gateway.locations) {
      if (proxyTo !== null && proxyTo !== '$api_upstream') expect(gateway.upstreams).toContain(proxyTo);
    }
    expect(gateway.locations.map((l) => `${l.kind} ${l.pattern}`)).toContain('prefix /api/');
  });

  it.each(apiOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    'sends %s where the local gateway does',
    (_, operation) => {
      for (const [method, url] of requestsFor(operation)) {
        const local = upstreamOf[routeOf(method, url)];
        expect(local, `${method} ${url}`).toBeDefined();
        expect(upstreamFor(gateway, method, url), `${method} ${url}`).toBe(local);
      }
    },
  );

  it('finds no disagreement in the file as it is', () => {
    expect(disagreements(gateway)).toEqual([]);
  });

  it('finds the disagreement when a location is missing or the method map is wrong', () => {
    const withoutUpload = editedGateway(/location \/api\/upload\/ \{[^}]*\}/, '');
    expect(disagreements(withoutUpload)).toContain(
      'GET /api/upload/status: nginx read_api, catalogue write_api',
    );

    const withoutChat = editedGateway(/location ~ \^\/api\/\(channels[^{]*\{[^}]*\}/, '');
    expect(disagreements(withoutChat)).toContain(
      `GET /api/channels/${sampleId}/messages: nginx read_api, catalogue realtime`,
    );
    expect(disagreements(withoutChat)).toContain(
      `PUT /api/messages/${sampleId}: nginx write_api, catalogue realtime`,
    );

    const headToWrites = editedGateway(/HEAD read_api;/, '');
    expect(disagreements(headToWrites)).toContain('HEAD /api/cities: nginx write_api, catalogue read_api');
  });
});

describe("nginx's choice of location", () => {
  const server = (locations: string) =>
    readGateway(parseConfig(`http { upstream a {} upstream b {} server { ${locations} } }`)).locations;
  const chosen = (locations: string, uri: string) => {
    const location = selectLocation(server(locations), uri);
    return location ? `${location.kind} ${location.pattern}` : undefined;
  };

  it('takes an exact match before any prefix or regex', () => {
    const config = 'location ~ ^/api { } location /api { } location = /api { }';
    expect(chosen(config, '/api')).toBe('exact /api');
    expect(chosen(config, '/api/x')).toBe('regex ^/api');
  });

  it('takes the first matching regex in file order over the longest prefix, unless that prefix is ^~', () => {
    expect(chosen('location /a/b/ { } location ~ /b/ { } location ~ /a/ { }', '/a/b/c')).toBe('regex /b/');
    expect(chosen('location ^~ /a/b/ { } location ~ /b/ { }', '/a/b/c')).toBe('noregex /a/b/');
    // A shorter ^~ does not stop the regexes when a longer plain prefix matches.
    expect(chosen('location ^~ /a/ { } location /a/b/ { } location ~ /b/ { }', '/a/b/c')).toBe('regex /b/');
  });

  it('falls back to the longest matching prefix when no regex matches', () => {
    const config = 'location / { } location /a/ { } location /a/b/ { } location ~ ^/z { }';
    expect(chosen(config, '/a/b/c')).toBe('prefix /a/b/');
    expect(chosen(config, '/a/c')).toBe('prefix /a/');
    expect(chosen(config, '/q')).toBe('prefix /');
    expect(chosen('location /a/ { }', '/b')).toBeUndefined();
  });

  it('matches ~ with case and ~* without', () => {
    expect(chosen('location / { } location ~ ^/API { }', '/api')).toBe('prefix /');
    expect(chosen('location / { } location ~* ^/API { }', '/api')).toBe('regexCaseless ^/API');
  });

  it('resolves $api_upstream through the method map, and names what it cannot parse', () => {
    const config = parseConfig(`http {
      map $request_method $api_upstream { GET b; default a; }
      upstream a {} upstream b {}
      server { location /x/ { proxy_pass http://$api_upstream; } location = /y { proxy_pass http://b:80/healthz; } }
    }`);
    const configured = readGateway(config);
    expect(upstreamFor(configured, 'GET', '/x/1?q=2')).toBe('b');
    expect(upstreamFor(configured, 'POST', '/x/1')).toBe('a');
    expect(upstreamFor(configured, 'POST', '/y')).toBe('b');
    expect(upstreamFor(configured, 'GET', '/z')).toBeNull();
    expect(() => parseConfig('http { server { location / { }')).toThrow(/braces/);
    expect(() => readGateway(parseConfig('http { server { location @x y z { } } }'))).toThrow(/location/);
  });
});
