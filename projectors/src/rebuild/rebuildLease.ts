import { randomBytes } from 'node:crypto';
import type { ReadDocument, ReadStore } from '@mohalla/infra';

/**
 * Who works on a rebuild, and until when that claim holds. Kept apart from
 * the run (`RebuildRun`) on purpose: renewing it every few seconds must not
 * bump the run's revision, which guards the run's real changes (state,
 * search generation) against other processes.
 */
export interface RebuildLease extends ReadDocument {
  /** The process (one rebuilder) that renews it: for logs and for whoever wonders. */
  owner: string;
  /** Epoch milliseconds; past it, nobody works on the rebuild (its process died or hangs). */
  until: number;
}

/** How long a lease holds unless renewed (REBUILD_LEASE_MS). */
export const DEFAULT_REBUILD_LEASE_MS = 30_000;

const leasesOf = (store: ReadStore) => store.collection<RebuildLease>('rebuild_leases');

/** A name for this rebuilder, so a lease says which process holds it. */
export const newLeaseOwner = () => `${process.pid}-${randomBytes(3).toString('hex')}`;

/**
 * Claims (or extends) the rebuild's lease until `now + ms`. The write is
 * guarded by `until` as its position, so a late renewal never shortens a
 * later one (several processes agree up to clock skew).
 */
export async function renewLease(store: ReadStore, id: string, owner: string, until: number): Promise<void> {
  await leasesOf(store).put({ _id: id, owner, until }, until);
}

/** When the rebuild's lease ran out, or null while it holds. A run recorded before leases has none: out since 0. */
export async function leaseLapsedAt(store: ReadStore, id: string, now: number): Promise<number | null> {
  const lease = await leasesOf(store).get(id);
  if (!lease) return 0;
  return lease.until <= now ? lease.until : null;
}

export interface LeaseHolder {
  /**
   * Keeps the rebuild's lease renewed (every third of its length) until the
   * answered function is called. Overlapping holds of one rebuild (its jobs
   * run side by side) share one timer.
   */
  hold(id: string): Promise<() => void>;
}

export function leaseHolder(options: {
  store: ReadStore;
  owner: string;
  ms: number;
  now: () => number;
  onError: (id: string, error: unknown) => void;
}): LeaseHolder {
  const { store, owner, ms, now } = options;
  const held = new Map<string, { count: number; timer: NodeJS.Timeout }>();
  const renew = (id: string) => renewLease(store, id, owner, now() + ms);
  return {
    async hold(id) {
      await renew(id);
      const current = held.get(id);
      if (current) current.count++;
      else {
        const timer = setInterval(
          () => {
            renew(id).catch((error: unknown) => options.onError(id, error));
          },
          Math.max(100, Math.floor(ms / 3)),
        );
        // A lease alone never keeps the process alive.
        timer.unref();
        held.set(id, { count: 1, timer });
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const entry = held.get(id);
        if (!entry) return;
        entry.count--;
        if (entry.count === 0) {
          clearInterval(entry.timer);
          held.delete(id);
        }
      };
    },
  };
}
