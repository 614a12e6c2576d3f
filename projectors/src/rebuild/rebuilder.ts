import type { RebuildStatus } from '@mohalla/contracts';
import type { EventStore, JobQueue, Logger, ReadStore, SearchIndex } from '@mohalla/infra';
import type { Projection } from '../projection.js';
import type { RunningProjector } from '../runner.js';
import { FINISHED, type RebuildContext } from './rebuildContext.js';
import {
  buildJobId,
  jobsInHand,
  type RebuildJobSchemas,
  rebuildJobHandlers,
  swapJobId,
} from './rebuildJobs.js';
import { DEFAULT_REBUILD_LEASE_MS, leaseHolder, newLeaseOwner, renewLease } from './rebuildLease.js';
import { type RebuildProgress, rebuildProgress } from './rebuildProgress.js';
import { newRebuildId, type RebuildRun, runsOf, saveRun, unfinishedRun } from './rebuildRun.js';
import { interruptedAt, recordFailures, statusOf } from './rebuildStatus.js';
import { rebuildWork } from './rebuildWork.js';
import { searchGenerations } from './searchGenerations.js';

export interface RebuilderOptions {
  eventStore: EventStore;
  /** The live read store: rebuilds stage beside its collections and keep their records in it. */
  readStore: ReadStore;
  searchIndex: SearchIndex;
  /** Every projection that may be rebuilt, by name (the registry). */
  projections: readonly Projection[];
  queue: JobQueue<RebuildJobSchemas>;
  logger: Logger;
  /**
   * The live projector, when it runs in this process: paused for the swap.
   * Without it (a command-line rebuild beside a running app) the swap relies
   * on the store's lock and applies the log again afterwards.
   */
  live?: Pick<RunningProjector, 'pause' | 'resume'>;
  /** Jobs this process runs at a time; 0 only enqueues, for workers elsewhere. Default 1. */
  concurrency?: number;
  /**
   * How long a rebuild's lease holds unrenewed (default 30 s): the process
   * running its jobs renews it every third of that; once it lapses (that
   * process died) the rebuild shows as `interrupted`, and a request for
   * other projections no longer waits for it.
   */
  leaseMs?: number;
  clock?: () => Date;
}

export type RebuildRequestResult =
  | { kind: 'started' | 'resumed' | 'running'; status: RebuildStatus }
  | { kind: 'unknown-projections'; unknown: string[]; known: string[] }
  /** Another rebuild, of other projections, is unfinished and alive (or failed): finish or abandon it first. */
  | { kind: 'busy'; status: RebuildStatus };

export interface Rebuilder {
  /**
   * Rebuilds the named projections (every one when none is named) from the
   * log into staged collections and a fresh search generation, then swaps
   * them in. An unfinished rebuild of the same projections (a crash, a
   * failure) is taken up where it stands instead of starting over; an
   * interrupted one (its lease lapsed) of other projections is dropped while
   * it is building, and finished (answering `busy`) once it began swapping.
   */
  request(projections?: readonly string[]): Promise<RebuildRequestResult>;
  status(id: string): Promise<RebuildStatus | null>;
  /** Resolves once a rebuild this process took up is done or has failed. */
  settled(id: string): Promise<RebuildStatus>;
  /** This process's progress of a rebuild it took up (for a progress bar). */
  progressOf(id: string): RebuildProgress | undefined;
  /**
   * Drops the unfinished rebuild's staged collections; answers it, or null
   * when there is none. Throws for one that began swapping in (only finishing it undoes nothing live).
   */
  abandon(): Promise<RebuildStatus | null>;
  /** Stops this process's jobs (they are taken up again by a rerun) and stops listening to the queue. */
  close(): Promise<void>;
}

export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const { eventStore, readStore, queue, logger, clock = () => new Date() } = options;
  const known = new Map(options.projections.map((p) => [p.name, p]));
  const leaseMs = options.leaseMs ?? DEFAULT_REBUILD_LEASE_MS;
  const leaseOwner = newLeaseOwner();
  const settling = new Map<string, Promise<RebuildRun>>();
  const context: RebuildContext = {
    eventStore,
    readStore,
    searchIndex: options.searchIndex,
    queue,
    logger,
    live: options.live,
    clock,
    generations: searchGenerations(options.searchIndex, readStore),
    tracked: new Map(),
    running: new Set(),
    closing: false,
    leaseOwner,
    leaseMs,
    lease: leaseHolder({
      store: readStore,
      owner: leaseOwner,
      ms: leaseMs,
      now: () => clock().getTime(),
      onError: (id, error) => logger.warn('could not renew a rebuild lease', { id, error }),
    }),
    projectionsOf: (run) =>
      run.projections.map((name) => {
        const projection = known.get(name);
        if (!projection)
          throw new Error(`rebuild ${run._id} names ${name}, which this version does not know`);
        return projection;
      }),
  };

  const concurrency = options.concurrency ?? 1;
  const works = concurrency > 0;

  /**
   * Whether the run's swap has begun putting its work live: it was swapping
   * when its process died, or its search generation is the active one (a swap
   * that failed after activating it). Such a run can only be finished: its
   * staged collections may be live already, and the index refuses to drop
   * its active generation.
   */
  async function pastSwap(run: RebuildRun): Promise<boolean> {
    if (run.state === 'swapping') return true;
    if (!run.searchGeneration) return false;
    return run.searchGeneration === (await options.searchIndex.activeGeneration());
  }

  async function takeUp(run: RebuildRun): Promise<RebuildRun> {
    const staging = readStore.staging(run._id);
    const swapping = await pastSwap(run);
    const finished = swapping || (await staging.store.checkpoints.get(FINISHED)) !== null;
    const next = await saveRun(readStore, run, {
      // A swap taken up again carries on swapping (see `swap`): it never builds again.
      state: swapping ? 'swapping' : 'building',
      round: run.round + 1,
      error: null,
      finishedAt: null,
    });
    // A first claim, so the rebuild is not taken for interrupted before a worker (here or elsewhere) takes its job.
    await renewLease(readStore, next._id, leaseOwner, clock().getTime() + leaseMs);
    // Progress is counted where jobs run; a process that only enqueues reads it from the staged checkpoints.
    if (works) {
      const progress = rebuildProgress();
      settling.set(next._id, new Promise((settle) => context.tracked.set(next._id, { progress, settle })));
      const head = await eventStore.headPosition();
      for (const name of next.projections) {
        progress.plan(name, (await staging.store.checkpoints.get(name)) ?? 0, head);
      }
    }
    if (finished) {
      await queue.enqueue('swap', { rebuildId: next._id }, { jobId: swapJobId(next) });
    } else {
      for (const name of next.projections) {
        await queue.enqueue(
          'buildProjection',
          { rebuildId: next._id, projection: name },
          { jobId: buildJobId(next, name) },
        );
      }
    }
    return next;
  }

  /** Discards a rebuild's staged collections and search generation and records it abandoned. */
  async function drop(run: RebuildRun, error: string | null): Promise<RebuildRun> {
    const collections = context.projectionsOf(run).flatMap((p) => p.collections);
    await readStore.staging(run._id).discard(collections);
    await context.generations.drop(run);
    const abandoned = await saveRun(readStore, run, {
      state: 'abandoned',
      error,
      finishedAt: clock().toISOString(),
    });
    context.tracked.get(run._id)?.settle(abandoned);
    return abandoned;
  }

  const stopListening = works ? recordFailures(context) : () => undefined;
  const worker = works ? queue.work(rebuildJobHandlers(rebuildWork(context)), { concurrency }) : null;

  // One request at a time in this process, so two cannot both start a rebuild.
  let serial: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const result = serial.then(task, task);
    serial = result.catch(() => undefined);
    return result;
  };

  return {
    request: (names) =>
      serially(async () => {
        const unknown = (names ?? []).filter((name) => !known.has(name));
        if (unknown.length > 0) return { kind: 'unknown-projections', unknown, known: [...known.keys()] };
        const wanted = names?.length
          ? [...known.keys()].filter((name) => names.includes(name))
          : [...known.keys()];
        const unfinished = await unfinishedRun(readStore);
        if (unfinished && unfinished.projections.join() !== wanted.join()) {
          // Nobody works on an interrupted rebuild: it gives way rather than blocking every other one.
          if ((await interruptedAt(context, unfinished)) === null) {
            return { kind: 'busy', status: await statusOf(context, unfinished) };
          }
          if (await pastSwap(unfinished)) {
            // Its swap may have put it live already: finish it, and the other rebuild can start after.
            logger.warn('finishing an interrupted swap before another rebuild', { id: unfinished._id });
            return { kind: 'busy', status: await statusOf(context, await takeUp(unfinished)) };
          }
          logger.warn('dropping an interrupted rebuild for a new one', {
            id: unfinished._id,
            projections: unfinished.projections,
          });
          await drop(unfinished, 'interrupted, then dropped for a rebuild of other projections');
        } else if (unfinished) {
          if (unfinished.state !== 'failed' && (await jobsInHand(queue, unfinished))) {
            return { kind: 'running', status: await statusOf(context, unfinished) };
          }
          return { kind: 'resumed', status: await statusOf(context, await takeUp(unfinished)) };
        }
        const created = await saveRun(
          readStore,
          {
            _id: newRebuildId(),
            projections: wanted,
            state: 'building',
            target: await eventStore.headPosition(),
            round: 0,
            startedAt: clock().toISOString(),
            finishedAt: null,
            error: null,
            revision: 0,
          },
          {},
        );
        const staging = readStore.staging(created._id);
        await staging.prepare(context.projectionsOf(created).flatMap((p) => p.collections));
        logger.info('rebuild started', { id: created._id, projections: wanted, target: created.target });
        return { kind: 'started', status: await statusOf(context, await takeUp(created)) };
      }),

    async status(id) {
      const run = await runsOf(readStore).get(id);
      return run ? statusOf(context, run) : null;
    },

    async settled(id) {
      const pending = settling.get(id);
      if (!pending) throw new Error(`rebuild ${id} was not taken up by this process`);
      return statusOf(context, await pending);
    },

    progressOf: (id) => context.tracked.get(id)?.progress,

    abandon: () =>
      serially(async () => {
        const run = await unfinishedRun(readStore);
        if (!run) return null;
        if (await pastSwap(run)) {
          throw new Error(
            `rebuild ${run._id} (${run.projections.join(', ')}) has begun swapping in, so it cannot be abandoned: ask for the same projections again to finish it`,
          );
        }
        return statusOf(context, await drop(run, run.error));
      }),

    async close() {
      context.closing = true;
      await Promise.all([...context.running].map((projector) => projector.stop()));
      await worker?.close();
      stopListening();
    },
  };
}
