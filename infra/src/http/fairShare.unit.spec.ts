import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { fairQueue, fairShare } from './fairShare.js';

describe('fairQueue', () => {
  it('starts one request per client per round: a client with many waiting does not go ahead of one with few', async () => {
    const queue = fairQueue({ maxRunning: 1 });
    const started: string[] = [];
    const run = async (client: string, label: string) => {
      const release = await queue.admit(client)!;
      started.push(label);
      release(); // done at once, as a synchronous handler is
    };
    // Four of one client's requests arrive before the other client's one.
    await Promise.all([run('a', 'a1'), run('a', 'a2'), run('a', 'a3'), run('a', 'a4'), run('b', 'b1')]);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it("keeps no more than maxRunning of a client's requests running, and refuses past maxWaiting", async () => {
    const queue = fairQueue({ maxRunning: 2, maxWaiting: 2 });
    const first = await queue.admit('a')!;
    const second = await queue.admit('a')!;
    let thirdStarted = false;
    const third = queue.admit('a')!.then((release) => {
      thirdStarted = true;
      return release;
    });
    queue.admit('a');
    expect(queue.admit('a')).toBeNull(); // two waiting already
    expect(queue.admit('b')).not.toBeNull(); // another client is not refused
    await new Promise((resolve) => setImmediate(resolve));
    expect(thirdStarted).toBe(false);
    first();
    first(); // a second release changes nothing
    (await third)();
    second();
    expect(thirdStarted).toBe(true);
  });
});

describe('fairShare', () => {
  it('answers 429 with Retry-After to a client past its share, and lets other clients through', async () => {
    const middleware = fairShare((ctx) => ctx.ip, { maxRunning: 1, maxWaiting: 1 });
    const headers: Record<string, string> = {};
    const ctxOf = (ip: string) =>
      ({
        ip,
        req: { socket: {} },
        set: (name: string, value: string) => (headers[name] = value),
      }) as unknown as Context;
    let finish = () => {};
    const busy = middleware(ctxOf('203.0.113.7'), () => new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = middleware(ctxOf('203.0.113.7'), async () => {}); // its turn comes after the first's
    await expect(middleware(ctxOf('203.0.113.7'), async () => {})).rejects.toMatchObject({
      code: 'AUTH.RATE_LIMITED',
      status: 429,
      headers: { 'Retry-After': '1' },
    });
    expect(headers['Retry-After']).toBe('1');
    await middleware(ctxOf('198.51.100.1'), async () => {});
    finish();
    await busy;
    await waiting;
  });
});
