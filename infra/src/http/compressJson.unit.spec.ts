import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../testing/rawHttp.js';
import { compressJson } from './compressJson.js';

const bigList = {
  items: Array.from({ length: 50 }, (_, i) => ({ id: i, title: `Water cut in sector ${i}` })),
};

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(compressJson());
  app.use((ctx) => {
    if (ctx.path === '/big') ctx.body = bigList;
    if (ctx.path === '/small') ctx.body = { ok: true };
    if (ctx.path === '/stream') {
      ctx.type = 'application/json';
      ctx.body = Readable.from([JSON.stringify(bigList)]);
    }
    if (ctx.path === '/text') ctx.body = 'x'.repeat(5000);
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('compressJson', () => {
  it('sends a large JSON answer brotli-compressed to a client that accepts it', async () => {
    const answer = await rawGet(`${origin}/big`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(JSON.stringify(bigList).length / 3);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(bigList);
  });

  it('falls back to gzip, and to the plain answer for a client that accepts neither', async () => {
    const gzipped = await rawGet(`${origin}/big`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(bigList);
    const plain = await rawGet(`${origin}/big`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(bigList);
  });

  it('leaves small answers, streams and non-JSON answers as they are', async () => {
    for (const path of ['/small', '/stream', '/text']) {
      const answer = await rawGet(`${origin}${path}`, { 'accept-encoding': 'br' });
      expect(answer.headers['content-encoding'], path).toBeUndefined();
    }
  });
});
