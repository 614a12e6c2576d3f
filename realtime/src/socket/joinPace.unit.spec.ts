import { describe, expect, it } from 'vitest';
import { JOIN_WINDOW_MS, JOINS_PER_WINDOW, paceJoin } from './joinPace.js';

describe('paceJoin', () => {
  it('lets a socket’s joins through up to its budget, and holds the next until the window has moved on', async () => {
    let t = 0;
    const waits: number[] = [];
    let wake = () => {};
    const clock = {
      now: () => t,
      wait: (ms: number) => {
        waits.push(ms);
        return new Promise<void>((resolve) => {
          wake = resolve;
        });
      },
    };
    const joins: number[] = [];
    for (let n = 0; n < JOINS_PER_WINDOW; n++) await paceJoin(joins, clock);
    let through = false;
    const next = paceJoin(joins, clock).then(() => {
      through = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(through).toBe(false);
    expect(waits).toEqual([JOIN_WINDOW_MS]);
    t = JOIN_WINDOW_MS; // the first join leaves the window: the waiting join goes on when woken
    wake();
    await next;
    expect(through).toBe(true);
    expect(joins).toEqual([JOIN_WINDOW_MS]); // the others have left the window
  });
});
