import {
  DEFAULT_ONLINE_LIST_LIMIT,
  type ListOnlineOptions,
  MAX_ONLINE_LIST_LIMIT,
  type PresenceJoin,
} from './port.js';

/** Input checks shared by the adapters, so both reject exactly the same calls. */

export function checkId(label: string, value: string): void {
  if (typeof value !== 'string' || value.length === 0) {
    throw new RangeError(`Presence: ${label} must be a non-empty string`);
  }
}

export function checkJoin(entry: PresenceJoin): void {
  checkId('areaId', entry.areaId);
  checkId('connectionId', entry.connectionId);
  checkId('memberKey', entry.memberKey);
  checkId('alias', entry.alias);
  // The Redis adapter keys its roster by `alias NUL memberKey`.
  if (entry.alias.includes('\u0000')) throw new RangeError('Presence: alias must not contain NUL');
}

export function checkLeaseMs(leaseMs: number): void {
  if (!Number.isInteger(leaseMs) || leaseMs < 1) {
    throw new RangeError(`Presence: leaseMs must be a positive integer, got ${leaseMs}`);
  }
}

export function listLimit(options: ListOnlineOptions | undefined): number {
  const limit = options?.limit ?? DEFAULT_ONLINE_LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ONLINE_LIST_LIMIT) {
    throw new RangeError(
      `Presence: limit must be an integer from 1 to ${MAX_ONLINE_LIST_LIMIT}, got ${limit}`,
    );
  }
  return limit;
}

/** Code point order, which is UTF-8 byte order: what Redis sorts by, unlike `<` on UTF-16 strings. */
export function compareCodePoints(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

export const DEFAULT_LEASE_MS = 30_000;
