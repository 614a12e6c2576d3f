import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { SESSION_COOKIE } from '@mohalla/contracts';
import { silentLogger } from '@mohalla/infra';
import { rawGet as rawGetUrl } from '@mohalla/infra/testing/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../test/support/tempDirs.js';
import { createWebApp } from './serveWeb.js';

const makeTempDir = tempDirs();
const script = 'console.log("mohalla");'.repeat(100);
const SHELL = '<!doctype html><title>Mohalla</title>';

let server: Server;
let origin: string;

beforeAll(async () => {
  const dist = makeTempDir('mohalla-web-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  const asset = join(dist, 'assets', 'index-AbC_d12x.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  server = createServer(createWebApp(dist, silentLogger).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const rawGet = (path: string, headers?: Record<string, string>) => rawGetUrl(`${origin}${path}`, headers);

describe('serving the built web client', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for good', async () => {
    const answer = await rawGet('/assets/index-AbC_d12x.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends the gzip copy where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzipped = await rawGet('/assets/index-AbC_d12x.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(gzipSync(script))).toBe(true);
    const plain = await rawGet('/assets/index-AbC_d12x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('has index.html revalidated on each use and answers 304 to the current ETag', async () => {
    const first = await rawGet('/');
    expect(first.body.toString()).toBe(SHELL);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawGet('/', { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await rawGet('/', { 'if-none-match': 'W/"stale"' })).status).toBe(200);
  });

  it('answers a client-side route with the shell, but a missing asset with 404, not HTML', async () => {
    const deepLink = await rawGet('/area/koramangala');
    expect(deepLink.status).toBe(200);
    expect(deepLink.body.toString()).toBe(SHELL);
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const oldBuild = await rawGet('/assets/index-Old12345.js');
    expect(oldBuild.status).toBe(404);
  });

  it('answers / with the shell while the build has no prerendered landing page', async () => {
    expect((await rawGet('/')).body.toString()).toBe(SHELL);
  });

  it('serves robots.txt as text, not the app shell', async () => {
    const robots = await rawGet('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toBe('User-agent: *\n');
  });
});

describe('serving the pages the build wrote per screen', () => {
  const AREA_SHELL =
    '<!doctype html><title>Mohalla</title><link rel="modulepreload" href="/assets/AreaRoute-AbC_d12x.js">';
  const LANDING =
    '<!doctype html><title>Mohalla</title><div id="root" data-prerendered="guest"><h1>Hi</h1></div>';
  let landingServer: Server;
  let landingOrigin: string;

  beforeAll(async () => {
    const dist = makeTempDir('mohalla-web-');
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'landing.html'), LANDING);
    writeFileSync(join(dist, 'route-area.html'), AREA_SHELL);
    writeFileSync(
      join(dist, 'route-pages.json'),
      JSON.stringify([{ path: '^/area/[^/]+/?$', file: 'route-area.html' }]),
    );
    landingServer = createServer(createWebApp(dist, silentLogger).callback());
    await new Promise<void>((resolve) => landingServer.listen(0, '127.0.0.1', resolve));
    landingOrigin = `http://127.0.0.1:${(landingServer.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => landingServer.close(() => resolve())));

  it('sends it for / to a browser without a session cookie, revalidated and varying with the cookie', async () => {
    const guest = await rawGetUrl(`${landingOrigin}/`, { cookie: 'theme=dark' });
    expect(guest.status).toBe(200);
    expect(guest.body.toString()).toBe(LANDING);
    expect(guest.headers['content-type']).toMatch(/^text\/html/);
    expect(guest.headers['cache-control']).toBe('no-cache');
    expect(guest.headers.vary).toMatch(/Cookie/);
    const again = await rawGetUrl(`${landingOrigin}/`, { 'if-none-match': guest.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('sends the shell to a browser holding a session, and to every other route', async () => {
    const signedIn = await rawGetUrl(`${landingOrigin}/`, { cookie: `theme=dark; ${SESSION_COOKIE}=abc` });
    expect(signedIn.body.toString()).toBe(SHELL);
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    expect((await rawGetUrl(`${landingOrigin}/login`)).body.toString()).toBe(SHELL);
  });

  it("answers a screen's deep link with the page the build wrote for it, revalidated", async () => {
    const area = await rawGetUrl(`${landingOrigin}/area/koramangala`, { cookie: `${SESSION_COOKIE}=abc` });
    expect(area.status).toBe(200);
    expect(area.body.toString()).toBe(AREA_SHELL);
    expect(area.headers['content-type']).toMatch(/^text\/html/);
    expect(area.headers['cache-control']).toBe('no-cache');
    expect((await rawGetUrl(`${landingOrigin}/area/koramangala/extra`)).body.toString()).toBe(SHELL);
  });

  it('answers a deep link with a bad escape 400, as any other path, not with the page', async () => {
    expect((await rawGetUrl(`${landingOrigin}/area/%ZZ`)).status).toBe(400);
  });
});
