import { describe, expect, it } from 'vitest';
import { JOIN_WINDOW_MS, JOINS_PER_WINDOW, joinPacer, paceJoin } from './joinPace.js';

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
    const windows = () => [{ joins, limit: JOINS_PER_WINDOW }];
    for (let n = 0; n < JOINS_PER_WINDOW; n++) await paceJoin(windows, clock);
    let through = false;
    const next = paceJoin(windows, clock).then(() => {
      through = true;
    });
    // The clock is fake, so a join let through would be through within microtasks: a turn of the
    // event loop (setImmediate runs after every queued microtask) is later than that.
    await new Promise((resolve) => setImmediate(resolve));
    expect(through).toBe(false);
    expect(waits).toEqual([JOIN_WINDOW_MS]);
    t = JOIN_WINDOW_MS; // the first join leaves the window: the waiting join goes on when woken
    wake();
    await next;
    expect(through).toBe(true);
    expect(joins).toEqual([JOIN_WINDOW_MS]); // the others have left the window
  });

  it('counts the sockets of one address together: a new socket does not bring a new budget', async () => {
    let t = 0;
    const held: number[] = [];
    const pacer = joinPacer({
      joinsPerAddress: 15,
      now: () => t,
      wait: (ms) => {
        held.push(ms);
        return new Promise(() => {}); // never woken: the test only asks who waits
      },
    });
    const socketOf = (address: string) => ({ joins: [] as number[], address });
    const first = socketOf('203.0.113.7');
    for (let n = 0; n < JOINS_PER_WINDOW; n++) await pacer.pace(first);
    const second = socketOf('203.0.113.7');
    t = 1_000;
    for (let n = 0; n < 5; n++) await pacer.pace(second);
    expect(held).toEqual([]);
    void pacer.pace(socketOf('203.0.113.7')); // a third socket: the address's 15 are spent
    await Promise.resolve();
    expect(held).toEqual([JOIN_WINDOW_MS - 1_000]);
    await pacer.pace(socketOf('198.51.100.1')); // another address is not held
    expect(held).toHaveLength(1);
  });
});
