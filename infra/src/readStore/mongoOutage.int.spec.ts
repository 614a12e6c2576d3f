import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { problemMiddleware } from '../http/problemMiddleware.js';
import { silentLogger } from '../logging/logger.js';
import { cuttableProxy } from '../testing/cuttableProxy.js';
import { serverFromEnv } from '../testing/optionalServer.js';
import { createMongoReadStore } from './mongoReadStore.js';

const { url, reason } = serverFromEnv('mongo', 'MONGO_URL');
const database = `readstore_outage_${Date.now().toString(36)}_${process.pid}`;

describe.skipIf(!url)(`a MongoDB read store whose server goes away (${reason})`, () => {
  afterAll(async () => {
    const client = await MongoClient.connect(url!);
    await client.db(database).dropDatabase();
    await client.close();
  });

  it('answers 503 with Retry-After within seconds while the server is away, and serves again once it is back', {
    timeout: 90_000,
  }, async () => {
    const target = new URL(url!);
    const proxy = await cuttableProxy(target.hostname, Number(target.port || 27017));
    const store = await createMongoReadStore({
      url: `mongodb://127.0.0.1:${proxy.port}/?directConnection=true`,
      database,
    });
    const app = new Koa();
    app.use(problemMiddleware(silentLogger));
    app.use(async (ctx) => {
      ctx.body = { count: await store.collection('posts').count() };
    });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await store.collection('posts').put({ _id: 'p1' }, 1);
      expect((await fetch(base)).status).toBe(200);

      await proxy.cut();
      const started = Date.now();
      const during = await fetch(base);
      expect(during.status).toBe(503);
      expect(during.headers.get('retry-after')).toBe('5');
      expect(((await during.json()) as { code: string }).code).toBe('SERVER.UNAVAILABLE');
      expect(Date.now() - started).toBeLessThan(10_000); // not the driver's 30 s

      await proxy.restore();
      await expect.poll(async () => (await fetch(base)).status, { timeout: 30_000, interval: 250 }).toBe(200);
      expect(await (await fetch(base)).json()).toEqual({ count: 1 });
    } finally {
      server.close();
      await store.close();
      await proxy.close();
    }
  });
});
