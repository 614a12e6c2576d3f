import { describe, expect, it } from 'vitest';
import { createInProcessRateLimiter } from './inProcessRateLimiter.js';
import { consumeStepped } from './steppedLimit.js';

const MINUTE = 60_000;
const steps = [
  { limit: 3, windowMs: 15 * MINUTE },
  { limit: 1, windowMs: 2 * MINUTE },
];

function clocked() {
  let t = 1_000_000;
  const limiter = createInProcessRateLimiter({ now: () => t });
  return { limiter, advance: (ms: number) => (t += ms) };
}

describe('consumeStepped', () => {
  it('admits the burst, then one per last-step window, and never asks for more than that window', async () => {
    const { limiter, advance } = clocked();
    const admitted = [];
    for (let i = 0; i < 6; i++) admitted.push((await consumeStepped(limiter, 'k', steps)).allowed);
    // Three from the burst, one from the slow step, then refused.
    expect(admitted).toEqual([true, true, true, true, false, false]);
    const refused = await consumeStepped(limiter, 'k', steps);
    expect(refused.retryAfterMs).toBe(2 * MINUTE);
    advance(2 * MINUTE);
    expect((await consumeStepped(limiter, 'k', steps)).allowed).toBe(true);
    expect((await consumeStepped(limiter, 'k', steps)).retryAfterMs).toBeLessThanOrEqual(2 * MINUTE);
  });

  it('spends nothing on a refusal, so hammering does not lengthen the wait', async () => {
    const { limiter, advance } = clocked();
    for (let i = 0; i < 4; i++) await consumeStepped(limiter, 'k', steps);
    advance(MINUTE);
    for (let i = 0; i < 50; i++) expect((await consumeStepped(limiter, 'k', steps)).allowed).toBe(false);
    advance(MINUTE);
    expect((await consumeStepped(limiter, 'k', steps)).allowed).toBe(true);
  });

  it('bounds an hour of steady retries by the steps’ rates', async () => {
    const { limiter, advance } = clocked();
    let admitted = 0;
    for (let s = 0; s < 3600; s += 5) {
      if ((await consumeStepped(limiter, 'k', steps)).allowed) admitted += 1;
      advance(5000);
    }
    // 3 per 15 minutes (12) plus 1 per 2 minutes (30).
    expect(admitted).toBeLessThanOrEqual(12 + 30);
    expect(admitted).toBeGreaterThan(30);
  });

  it('rejects an empty step list and an empty key', async () => {
    const { limiter } = clocked();
    await expect(consumeStepped(limiter, 'k', [])).rejects.toThrow(RangeError);
    await expect(consumeStepped(limiter, '', steps)).rejects.toThrow(RangeError);
  });
});
