import { DomainError, type DomainEvent, parseDomainEvent } from '@mohalla/contracts';
import { type CommandContext, metadataFor } from './commandContext.js';
import type { CommandStore, Evolve, NewEvent, StreamFold } from './commandStore.js';
import type { CommandOutcome, StreamDecider } from './handleCommand.js';

const MAX_ATTEMPTS = 5;

interface Job<S> {
  decider: StreamDecider<S, DomainEvent>;
  context: CommandContext;
  attempts: number;
  resolve(outcome: CommandOutcome<S>): void;
  reject(error: unknown): void;
}

interface Member<S> {
  job: Job<S>;
  /** The stream's revision after this command, as if the batch ran one command after the other. */
  revision: number;
  state: S;
  replayed: boolean;
  appended: boolean;
}

const lanes = new WeakMap<CommandStore, Map<unknown, Map<string, (job: Job<never>) => void>>>();

/**
 * Runs a command on a stream in this process's lane for that stream. While
 * one batch's append is being committed, the commands that arrive queue up;
 * the next batch decides them one after the other on the state each leaves
 * (exactly as if they ran in sequence: the same rules, If-Match checks and
 * idempotency lookups) and appends all their events in one append at one
 * expected revision. So a hot stream (a post many people upvote at once)
 * costs one append a commit instead of a conflict and a retry a command.
 * Another process writing the stream meanwhile makes the append fail as a
 * whole; its commands are then decided again on the fresh state, and those
 * pinned with If-Match get their conflict, as alone.
 */
export function runInLane<S>(
  store: CommandStore,
  streamName: string,
  decider: StreamDecider<S, DomainEvent>,
  context: CommandContext,
): Promise<CommandOutcome<S>> {
  let byEvolve = lanes.get(store);
  if (!byEvolve) {
    byEvolve = new Map();
    lanes.set(store, byEvolve);
  }
  const evolve = decider.evolve;
  let byStream = byEvolve.get(evolve);
  if (!byStream) {
    byStream = new Map();
    byEvolve.set(evolve, byStream);
  }
  let enqueue = byStream.get(streamName) as ((job: Job<S>) => void) | undefined;
  if (!enqueue) {
    const streams = byStream;
    enqueue = openLane(store, streamName, decider.evolve, decider.initialState, () =>
      streams.delete(streamName),
    );
    streams.set(streamName, enqueue as (job: Job<never>) => void);
  }
  const add = enqueue;
  return new Promise((resolve, reject) => add({ decider, context, attempts: 0, resolve, reject }));
}

function openLane<S>(
  store: CommandStore,
  streamName: string,
  evolve: Evolve<S>,
  initialState: S,
  closeLane: () => void,
): (job: Job<S>) => void {
  const cache = store.folds(evolve, initialState);
  const queue: Job<S>[] = [];
  let draining = false;

  const runBatch = async (batch: Job<S>[]): Promise<void> => {
    let folded: StreamFold<S>;
    try {
      // Taken: this batch evolves it in place and puts it back only once its events are committed.
      folded = await cache.take(streamName);
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    const base = folded.revision;
    let revision = base;
    const toAppend: NewEvent[] = [];
    const members: Member<S>[] = [];
    for (const job of batch) {
      const { context } = job;
      if (folded.eventIds.has(context.ids.eventId(streamName, 0))) {
        members.push({ job, revision, state: folded.state, replayed: true, appended: false });
        continue;
      }
      if (context.expectedRevision !== undefined && context.expectedRevision !== revision) {
        job.reject(conflict(streamName, context.expectedRevision, revision));
        continue;
      }
      let events: DomainEvent[];
      let built: NewEvent[];
      try {
        events = job.decider.decide(folded.state);
        // Checked before anything is folded: an event the schema refuses is this command's error alone.
        const metadata = metadataFor(context);
        built = events.map((event, index) => {
          const valid = parseDomainEvent(event);
          return {
            eventId: context.ids.eventId(streamName, index),
            type: valid.type,
            data: valid.data,
            metadata,
          };
        });
      } catch (error) {
        job.reject(error);
        continue;
      }
      try {
        for (const event of events) folded.state = evolve(folded.state, event);
      } catch (error) {
        // A fold half done cannot be trusted: the batch fails and the fold is dropped (not put back).
        for (const other of batch) other.reject(error);
        return;
      }
      for (const event of built) {
        toAppend.push(event);
        folded.eventIds.add(event.eventId);
      }
      revision += events.length;
      members.push({ job, revision, state: folded.state, replayed: false, appended: events.length > 0 });
    }

    let position = folded.position;
    if (toAppend.length > 0) {
      try {
        const result = await store.log.append(streamName, toAppend, {
          expectedRevision: base === -1 ? 'no_stream' : base,
        });
        position = result.position;
        folded.revision = result.nextExpectedRevision;
        folded.position = result.position;
      } catch (error) {
        // `folded` holds events the log does not: it is dropped, and the next load reads the stream again.
        await retryOrRefuse(members, error);
        return;
      }
    }
    cache.put(streamName, folded);
    for (const { job, revision: after, state, replayed } of members) {
      job.resolve({ state, revision: after, position, replayed });
    }
  };

  const retryOrRefuse = async (members: Member<S>[], error: unknown): Promise<void> => {
    const actual = store.conflictRevision(error);
    if (actual !== undefined) {
      const again: Job<S>[] = [];
      for (const { job, appended } of members) {
        if (job.context.expectedRevision !== undefined && appended) {
          job.reject(conflict(streamName, job.context.expectedRevision, actual));
        } else if (++job.attempts >= MAX_ATTEMPTS) {
          job.reject(
            new DomainError(
              'CONCURRENCY.CONFLICT',
              `Too many concurrent changes to ${streamName}; try again.`,
            ),
          );
        } else {
          again.push(job);
        }
      }
      queue.unshift(...again);
    } else if (members.length > 1) {
      // Whichever command the store refused, it must not take the others down: each alone.
      for (const { job } of members) await runBatch([job]);
    } else {
      for (const { job } of members) job.reject(error);
    }
  };

  const drain = async (): Promise<void> => {
    draining = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0);
        // Whatever goes wrong, no command is left waiting (settling twice is a no-op).
        await runBatch(batch).catch((error: unknown) => {
          for (const job of batch) job.reject(error);
        });
      }
    } finally {
      draining = false;
      closeLane();
    }
  };

  return (job) => {
    queue.push(job);
    if (!draining) void drain();
  };
}

function conflict(streamName: string, expected: number, actual: number): DomainError {
  return new DomainError(
    'CONCURRENCY.CONFLICT',
    `${streamName} has changed since you read it (you had revision ${expected}, it is now ${actual}). Reload and try again.`,
  );
}
