/**
 * Who is online in each area, for the live chat.
 *
 * A realtime node takes a *lease* for each WebSocket connection that joins an
 * area, renews it with heartbeats and gives it up when the socket closes. A
 * node that dies without leaving cannot renew, so its leases run out and its
 * connections stop being counted: no ghost outlives its lease.
 */

/** One connection joining one area. Every field is a non-empty string. */
export interface PresenceJoin {
  areaId: string;
  /**
   * Unique per connection across every node (a UUID, or node id + counter).
   * The lease is keyed by `(areaId, connectionId)`: one connection may hold
   * leases in several areas, independent of each other.
   */
  connectionId: string;
  /**
   * Opaque and stable per user and area (an HMAC of the user id, say), used
   * only to count one user with several tabs once. Never returned by any read.
   */
  memberKey: string;
  /** The user's public face in this area (their area alias). Must not contain NUL. */
  alias: string;
}

/**
 * What a reader of the port gets about someone online: the alias and nothing
 * else, so no user id, name, email, member key or connection id can leak into
 * a public payload through it.
 */
export interface OnlineMember {
  alias: string;
}

export interface ListOnlineOptions {
  /** How many members at most: an integer from 1 to `MAX_ONLINE_LIST_LIMIT`. Default `DEFAULT_ONLINE_LIST_LIMIT`. */
  limit?: number;
}

export const DEFAULT_ONLINE_LIST_LIMIT = 100;
export const MAX_ONLINE_LIST_LIMIT = 1000;

/**
 * Guarantees every adapter keeps (the contract suite checks each):
 *
 * - **Leases and TTL.** `join` and a successful `heartbeat` make the lease
 *   valid until `t + leaseMs`, where `t` is the adapter's clock when the call
 *   ran: the injected `now()` for the in-process adapter, the Redis server's
 *   clock for the Redis one (so nodes with skewed clocks agree). A lease whose
 *   end has passed is gone: it is not counted, not listed, cannot be renewed,
 *   and `leave` reports it as not held. Adapters may clean it up lazily.
 * - **What is counted.** The number of distinct `memberKey`s holding at least
 *   one valid lease in the area: one user with two tabs counts once, and stays
 *   counted until their last connection leaves or expires.
 * - **Joining twice** with the same `(areaId, connectionId)` is an upsert, never
 *   a second lease: it renews the lease and takes the new `memberKey` and
 *   `alias` (the connection moves to the new member if the key differs).
 * - **Alias.** A member shows the alias of its most recent `join`.
 * - **Leaving** is idempotent: leaving a lease that is not held (never joined,
 *   already left, expired) changes nothing and answers `false`.
 * - **Listing** is ordered by alias in Unicode code point order (the same as
 *   UTF-8 byte order), ties broken by an order that is stable but unspecified,
 *   and holds at most `limit` members, each once.
 * - Calls by one caller take effect in the order they were made. Invalid input
 *   (an empty string, a NUL in the alias, a bad limit) rejects with a
 *   `RangeError` and changes nothing.
 * - `close` releases the adapter's resources but not its leases: they end by
 *   `leave` or by expiry, as if the node had crashed.
 */
export interface Presence {
  /** How long a lease lasts after a join or heartbeat; renew well within it (every `leaseMs / 3`, say). */
  readonly leaseMs: number;
  /** Takes (or renews) the lease of one connection in one area. */
  join(entry: PresenceJoin): Promise<void>;
  /**
   * Renews a valid lease. Answers `false`, and renews nothing, when the lease
   * is not held (expired, left, never joined): the caller should `join` again.
   */
  heartbeat(areaId: string, connectionId: string): Promise<boolean>;
  /** Gives up a lease; answers whether it was held (see the idempotence rule). */
  leave(areaId: string, connectionId: string): Promise<boolean>;
  /** Distinct members online in the area; 0 for an area nobody joined. */
  count(areaId: string): Promise<number>;
  /** `count` for several areas at once; the map has one entry per distinct requested id. */
  counts(areaIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** Members online in the area, by alias (see the ordering rule). */
  list(areaId: string, options?: ListOnlineOptions): Promise<OnlineMember[]>;
  /** Releases connections; idempotent. */
  close(): Promise<void>;
}
