import type { EventStore, JobQueue, Logger, ReadStore, SearchIndex } from '@mohalla/infra';
import type { Projection } from '../projection.js';
import type { RunningProjector } from '../runner.js';
import type { RebuildJobSchemas } from './rebuildJobs.js';
import type { LeaseHolder } from './rebuildLease.js';
import type { RebuildProgress } from './rebuildProgress.js';
import type { RebuildRun } from './rebuildRun.js';
import type { SearchGenerations } from './searchGenerations.js';

/** What the rebuild's parts share within one process. */
export interface RebuildContext {
  eventStore: EventStore;
  readStore: ReadStore;
  searchIndex: SearchIndex;
  queue: JobQueue<RebuildJobSchemas>;
  logger: Logger;
  /** The live projector when it runs in this process: held still while the swap runs. */
  live: Pick<RunningProjector, 'pause' | 'resume'> | undefined;
  clock: () => Date;
  generations: SearchGenerations;
  /** Rebuilds this process has taken up: their progress, and who waits for them to end. */
  tracked: Map<string, { progress: RebuildProgress; settle: (run: RebuildRun) => void }>;
  /** Projections still running for this process's jobs, stopped when it closes. */
  running: Set<RunningProjector>;
  closing: boolean;
  /** Renews the lease of a rebuild while this process works on it. */
  lease: LeaseHolder;
  /** This rebuilder, as its leases name it, and how long they hold unrenewed. */
  leaseOwner: string;
  leaseMs: number;
  projectionsOf(run: RebuildRun): Projection[];
}

/** Set by the swap once its catch-up (and the search activation) is over; forgotten with the staging. */
export const FINISHED = '@finished';
