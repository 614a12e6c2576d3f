import { type DomainEvent, parseDomainEvent } from '@mohalla/contracts';
import { DomainError, type EventStore, WrongExpectedRevisionError } from '@mohalla/infra';
import { loadStream } from './aggregateStream.js';
import { type CommandContext, metadataFor } from './commandContext.js';

export interface StreamDecider<S, E extends DomainEvent> {
  initialState: S;
  evolve(state: S, event: DomainEvent): S;
  /** Holds every rule; throws a DomainError to refuse. An empty array means nothing to change. */
  decide(state: S): E[];
}

export interface CommandOutcome<S> {
  state: S;
  /** Stream revision after the command. */
  revision: number;
  /** Log position the read side must reach to show the result. */
  position: number;
  /** True when an earlier attempt with the same idempotency key had already applied it. */
  replayed: boolean;
}

const MAX_ATTEMPTS = 5;

/**
 * Load → decide → append with the expected revision. A conflict with a
 * concurrent writer is retried on fresh state, unless the client pinned a
 * revision with If-Match, in which case it is its conflict to resolve (409).
 * A command whose first event id is already in the stream was applied by an
 * earlier attempt and answers the same outcome again without appending.
 */
export async function handleCommand<S, E extends DomainEvent>(
  eventStore: EventStore,
  streamName: string,
  decider: StreamDecider<S, E>,
  context: CommandContext,
): Promise<CommandOutcome<S>> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const loaded = await loadStream(eventStore, streamName, decider.evolve, decider.initialState);
    if (loaded.eventIds.has(context.ids.eventId(streamName, 0))) {
      return { state: loaded.state, revision: loaded.revision, position: loaded.position, replayed: true };
    }
    if (context.expectedRevision !== undefined && context.expectedRevision !== loaded.revision) {
      throw conflict(streamName, context.expectedRevision, loaded.revision);
    }
    const events = decider.decide(loaded.state);
    if (events.length === 0) {
      return { state: loaded.state, revision: loaded.revision, position: loaded.position, replayed: false };
    }
    const metadata = metadataFor(context);
    const toAppend = events.map((event, index) => {
      const valid = parseDomainEvent(event);
      return {
        eventId: context.ids.eventId(streamName, index),
        type: valid.type,
        data: valid.data,
        metadata,
      };
    });
    try {
      const result = await eventStore.append(streamName, toAppend, {
        expectedRevision: loaded.revision === -1 ? 'no_stream' : loaded.revision,
      });
      const state = events.reduce(decider.evolve, loaded.state);
      return { state, revision: result.nextExpectedRevision, position: result.position, replayed: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (context.expectedRevision !== undefined)
        throw conflict(streamName, context.expectedRevision, error.actual);
    }
  }
  throw new DomainError('CONCURRENCY.CONFLICT', `Too many concurrent changes to ${streamName}; try again.`);
}

function conflict(streamName: string, expected: number, actual: number): DomainError {
  return new DomainError(
    'CONCURRENCY.CONFLICT',
    `${streamName} has changed since you read it (you had revision ${expected}, it is now ${actual}). Reload and try again.`,
  );
}
