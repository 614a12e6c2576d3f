import type { DomainError } from '@mohalla/contracts';
import type { Context, Middleware } from 'koa';
import { tooManyRequests } from './tooManyRequests.js';

export interface FairShareOptions {
  /** Requests of one client running at once (awaiting a store, hashing a password); default 2. */
  maxRunning?: number;
  /** Requests of one client waiting for their turn; past it the client gets 429. Default 64. */
  maxWaiting?: number;
}

/** Released once the request is done: the next of the client's requests may start. */
export type Release = () => void;

export interface FairQueue {
  /**
   * The request's turn, or null when its client already has `maxWaiting`
   * requests waiting (answer 429). Resolves with a release to call, once,
   * when the request is done.
   */
  admit(client: string): Promise<Release> | null;
}

interface Client {
  running: number;
  waiting: Array<(release: Release) => void>;
}

/**
 * Fair turns on one event loop (issue 14: one client with many costly
 * requests in flight took a resident's reads from milliseconds to seconds).
 * Requests start in rounds, one event-loop turn apart: in each round every
 * client with a request waiting starts one (if fewer than `maxRunning` of
 * its own are running), clients in turn. So a resident's request waits for
 * at most one request of each other client, however many connections that
 * client keeps busy; the rest of its requests wait their turn, holding a
 * connection and no work, and beyond `maxWaiting` are refused at once.
 * A lone client is not slowed but by one turn of the loop per request.
 */
export function fairQueue({ maxRunning = 2, maxWaiting = 64 }: FairShareOptions = {}): FairQueue {
  // Every request waits for a round, so maxWaiting 0 would refuse them all.
  if (!Number.isInteger(maxRunning) || maxRunning < 1 || !Number.isInteger(maxWaiting) || maxWaiting < 1) {
    throw new RangeError('fairQueue: maxRunning and maxWaiting must be whole numbers of 1 or more');
  }
  const clients = new Map<string, Client>(); // in the order they take turns
  let scheduled = false;

  const round = () => {
    scheduled = false;
    for (const [key, client] of [...clients]) {
      if (client.running >= maxRunning) continue;
      const start = client.waiting.shift();
      if (!start) continue;
      client.running++;
      // To the back of the line for the next round.
      clients.delete(key);
      clients.set(key, client);
      start(releaseOf(key, client));
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(round);
  };
  const releaseOf = (key: string, client: Client): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      client.running--;
      if (client.running === 0 && client.waiting.length === 0 && clients.get(key) === client)
        clients.delete(key);
      if (client.waiting.length > 0) schedule();
    };
  };

  return {
    admit(key) {
      let client = clients.get(key);
      if (!client) {
        client = { running: 0, waiting: [] };
        clients.set(key, client);
      }
      if (client.waiting.length >= maxWaiting) return null;
      const { waiting } = client;
      return new Promise<Release>((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
  };
}

/** The 429 for a client past its share: `AUTH.RATE_LIMITED`, as every limit answers, with Retry-After 1. */
export function tooManyAtOnce(ctx?: Context): DomainError {
  return tooManyRequests('AUTH.RATE_LIMITED', 'Too many requests at once from this client.', 1_000, ctx);
}

/**
 * Koa middleware taking turns by client (see `fairQueue`): `clientOf` names
 * the client (the session's person, or the address group); undefined lets
 * the request through untouched. A request whose client hung up while it
 * waited is dropped when its turn comes.
 */
export function fairShare(
  clientOf: (ctx: Context) => string | undefined,
  options: FairShareOptions = {},
): Middleware {
  const queue = fairQueue(options);
  return async (ctx, next) => {
    const client = clientOf(ctx);
    if (client === undefined) return next();
    const turn = queue.admit(client);
    if (!turn) throw tooManyAtOnce(ctx);
    const release = await turn;
    try {
      if (ctx.req.socket?.destroyed) return;
      await next();
    } finally {
      release();
    }
  };
}
