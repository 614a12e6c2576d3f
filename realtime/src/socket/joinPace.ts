import { setTimeout as sleep } from 'node:timers/promises';

/** Joins one socket makes in any window of JOIN_WINDOW_MS without waiting: people move between channels slower. */
export const JOINS_PER_WINDOW = 10;
export const JOIN_WINDOW_MS = 10_000;

/**
 * Paces a socket's joins: past its budget, a join waits until the oldest
 * join in the window has left it. Each join reads the channel, so a socket
 * sending joins in a loop would otherwise take the event loop from
 * everyone (issue 14); paced, its frames pile up behind the waiting join
 * and the socket is closed once MAX_QUEUED_FRAMES are waiting, while a
 * person switching channels never notices. `joins` holds the socket's recent
 * join times (a monotonic clock, ms), oldest first.
 */
export async function paceJoin(
  joins: number[],
  {
    now = () => performance.now(),
    wait = sleep,
  }: { now?: () => number; wait?: (ms: number) => Promise<unknown> } = {},
): Promise<void> {
  for (;;) {
    const at = now();
    while (joins.length > 0 && joins[0]! <= at - JOIN_WINDOW_MS) joins.shift();
    if (joins.length < JOINS_PER_WINDOW) {
      joins.push(at);
      return;
    }
    await wait(joins[0]! + JOIN_WINDOW_MS - at);
  }
}
