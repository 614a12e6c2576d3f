import { setTimeout as sleep } from 'node:timers/promises';

/** Joins one socket makes in any window of JOIN_WINDOW_MS without waiting: people move between channels slower. */
export const JOINS_PER_WINDOW = 10;
export const JOIN_WINDOW_MS = 10_000;
/**
 * Joins all the sockets of one address group (see `addressGroup`) make in a
 * window without waiting, by default. Generous, as many residents share an
 * address behind carrier-grade NAT; it stops one client from multiplying the
 * socket's budget by opening sockets, not people.
 */
export const JOINS_PER_ADDRESS_PER_WINDOW = 60;

/** Recent join times (a monotonic clock, ms, oldest first) and how many a window holds. */
export interface JoinWindow {
  joins: number[];
  limit: number;
}

export interface PaceClock {
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Paces joins: while any of `windows()` is full, a join waits until its
 * oldest join has left it, then counts in every window. Each join reads the
 * channel, so a client sending joins in a loop would otherwise take the event
 * loop from everyone (issue 14); paced, a socket's frames pile up behind the
 * waiting join and the socket is closed once MAX_QUEUED_FRAMES are waiting,
 * while a person switching channels never notices. `windows` is asked again
 * after every wait (a window may have been replaced meanwhile).
 */
export async function paceJoin(
  windows: () => readonly JoinWindow[],
  { now = () => performance.now(), wait = sleep }: PaceClock = {},
): Promise<void> {
  for (;;) {
    const at = now();
    let until = at;
    const current = windows();
    for (const { joins, limit } of current) {
      while (joins.length > 0 && joins[0]! <= at - JOIN_WINDOW_MS) joins.shift();
      if (joins.length >= limit) until = Math.max(until, joins[joins.length - limit]! + JOIN_WINDOW_MS);
    }
    if (until === at) {
      for (const { joins } of current) joins.push(at);
      return;
    }
    await wait(until - at);
  }
}

export interface JoinPacer {
  /** Waits until the socket, and its address group, may join again (see `paceJoin`). */
  pace(socket: { joins: number[]; address: string }): Promise<void>;
}

/**
 * One node's pacing: each socket's own window plus one shared by the
 * sockets of an address group, so many sockets from one client do not
 * multiply the budget. Windows of groups quiet for a whole window are
 * dropped as joins come, so the map holds only recent addresses.
 */
export function joinPacer({
  joinsPerAddress = JOINS_PER_ADDRESS_PER_WINDOW,
  ...clock
}: PaceClock & { joinsPerAddress?: number } = {}): JoinPacer {
  const now = clock.now ?? (() => performance.now());
  const byAddress = new Map<string, number[]>();
  let sweptAt = now();
  const sweep = () => {
    const at = now();
    if (at - sweptAt < JOIN_WINDOW_MS) return;
    sweptAt = at;
    for (const [address, joins] of byAddress)
      if ((joins.at(-1) ?? Number.NEGATIVE_INFINITY) <= at - JOIN_WINDOW_MS) byAddress.delete(address);
  };
  const windowOf = (address: string) => {
    const joins = byAddress.get(address) ?? [];
    byAddress.set(address, joins);
    return joins;
  };
  return {
    pace(socket) {
      sweep();
      return paceJoin(
        () => [
          { joins: socket.joins, limit: JOINS_PER_WINDOW },
          { joins: windowOf(socket.address), limit: joinsPerAddress },
        ],
        { now, ...(clock.wait ? { wait: clock.wait } : {}) },
      );
    },
  };
}
