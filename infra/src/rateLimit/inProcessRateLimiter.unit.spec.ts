import { describe, expect, it } from 'vitest';
import { fakeClock } from '../testing/fakeClock.js';
import { createInProcessRateLimiter } from './inProcessRateLimiter.js';
import { describeRateLimiterContract } from './rateLimit.contract.js';

const clock = fakeClock();
describeRateLimiterContract('in-process', () => createInProcessRateLimiter({ now: clock.now }), {
  elapse: async (ms) => clock.advance(ms),
  windowMs: 60_000,
});

describe('in-process rate limiter', () => {
  const rule = { limit: 2, windowMs: 1000 };

  it('counts a unit until the instant its window ends, and not at that instant', async () => {
    const { now, advance } = fakeClock();
    const limiter = createInProcessRateLimiter({ now });
    await limiter.consume('k', rule);
    advance(300);
    await limiter.consume('k', rule);
    expect(await limiter.consume('k', rule)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 700 });
    advance(699);
    expect(await limiter.consume('k', rule)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 1 });
    advance(1);
    expect(await limiter.consume('k', rule)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect(await limiter.consume('k', rule)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 300 });
  });

  it('sweeps keys whose window emptied, so memory stays bounded', async () => {
    const { now, advance } = fakeClock();
    const limiter = createInProcessRateLimiter({ now, sweepEveryMs: 5000 });
    for (let i = 0; i < 100; i += 1) await limiter.consume(`ip:${i}`, rule);
    expect(limiter.size).toBe(100);
    advance(5000);
    await limiter.consume('ip:new', rule);
    expect(limiter.size).toBe(1);
    await limiter.reset('ip:new');
    expect(limiter.size).toBe(0);
  });

  it('keeps a key whose window has not emptied through a sweep', async () => {
    const { now, advance } = fakeClock();
    const limiter = createInProcessRateLimiter({ now, sweepEveryMs: 1000 });
    const long = { limit: 1, windowMs: 60_000 };
    await limiter.consume('slow', long);
    advance(2000);
    await limiter.consume('other', rule);
    expect(limiter.size).toBe(2);
    expect((await limiter.consume('slow', long)).allowed).toBe(false);
  });

  it('never answers a wait beyond the window when the wall clock steps back', async () => {
    const { now, set } = fakeClock(10_000);
    const limiter = createInProcessRateLimiter({ now });
    await limiter.consume('k', rule);
    set(9_000);
    await limiter.consume('k', rule);
    const refused = await limiter.consume('k', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(rule.windowMs);
  });

  it('runs on the wall clock by default, and close forgets everything', async () => {
    const limiter = createInProcessRateLimiter();
    expect((await limiter.consume('k', rule)).allowed).toBe(true);
    await limiter.close();
    await limiter.close();
    expect(limiter.size).toBe(0);
  });
});
