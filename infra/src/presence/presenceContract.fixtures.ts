import { randomUUID } from 'node:crypto';
import type { Presence, PresenceJoin } from './port.js';

/** How the suite makes adapters and lets time pass on their clock. */
export interface PresenceContractClock {
  /** The lease the TTL tests use: short (a few hundred ms) when `elapse` really waits. */
  leaseMs: number;
  /** Lets at least `ms` pass on the adapters' clock: a fake clock's step, or a real wait. */
  elapse(ms: number): Promise<void>;
}

export type MakePresence = (options: { leaseMs: number }) => Promise<Presence>;

/** Lease for tests that are not about expiry: long enough never to run out mid-test. */
export const LONG_LEASE_MS = 10 * 60_000;

export const uniqueArea = (): string => `area-${randomUUID()}`;

let connections = 0;
export const newConnection = (): string => `conn-${process.pid}-${++connections}-${randomUUID().slice(0, 8)}`;

/** A join in `areaId` for `member` (its key and alias derive from it unless given). */
export function joining(areaId: string, member: string, overrides: Partial<PresenceJoin> = {}): PresenceJoin {
  return {
    areaId,
    connectionId: newConnection(),
    memberKey: `key:${member}`,
    alias: `Alias ${member}`,
    ...overrides,
  };
}

export async function aliases(presence: Presence, areaId: string, limit?: number): Promise<string[]> {
  return (await presence.list(areaId, limit === undefined ? undefined : { limit })).map((m) => m.alias);
}
