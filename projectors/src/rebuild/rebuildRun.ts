import { randomBytes } from 'node:crypto';
import type { RebuildState } from '@mohalla/contracts';
import type { ReadDocument, ReadStore } from '@mohalla/infra';

/**
 * A rebuild as stored in the live read store, so that it outlives the
 * process running it: a rerun after a crash finds it and carries on. Its id
 * is also the staging generation its collections are built under.
 */
export interface RebuildRun extends ReadDocument {
  projections: string[];
  /** `interrupted` is never stored: it is read from the lease (see `statusOf`). */
  state: Exclude<RebuildState, 'interrupted'>;
  /** The log's head when the rebuild began: every projection is built at least this far before the swap. */
  target: number;
  /** Bumped each time the rebuild is taken up again, so its jobs get fresh ids. */
  round: number;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  /**
   * The search index generation the rebuild fills, once its first search write
   * made one (absent on runs recorded before there was this field).
   */
  searchGeneration?: string | null;
  /** Each save writes at the next revision: the read store's position guard. */
  revision: number;
}

const RUNS = 'rebuild_runs';
const UNFINISHED: RebuildRun['state'][] = ['building', 'swapping', 'failed'];

export const runsOf = (store: ReadStore) =>
  store.collection<RebuildRun>(RUNS, { indexes: [[['startedAt', 'desc']]] });

/** 1 to 12 lowercase letters and digits, as staging generations must be. */
export function newRebuildId(): string {
  return `${Date.now().toString(36)}${randomBytes(2).toString('hex').slice(0, 3)}`;
}

export async function saveRun(
  store: ReadStore,
  run: RebuildRun,
  changes: Partial<RebuildRun>,
): Promise<RebuildRun> {
  const next = { ...run, ...changes, revision: run.revision + 1 };
  if (!(await runsOf(store).put(next, next.revision))) {
    throw new Error(`rebuild ${run._id} was changed by another process; run it again to take it up`);
  }
  return next;
}

/** The rebuild not yet done, failed ones included: there is at most one. */
export async function unfinishedRun(store: ReadStore): Promise<RebuildRun | null> {
  const [run] = await runsOf(store).find({ state: { in: UNFINISHED } }, { sort: [['startedAt', 'desc']] });
  return run ?? null;
}
