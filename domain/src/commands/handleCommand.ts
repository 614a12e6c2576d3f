import type { DomainEvent } from '@mohalla/contracts';
import type { CommandContext } from './commandContext.js';
import type { CommandStore } from './commandStore.js';
import { runInLane } from './streamLane.js';

export interface StreamDecider<S, E extends DomainEvent> {
  /**
   * The same for every command folding with `evolve`: folds are cached per
   * `evolve`, so a state that depends on the command (say, one message of a
   * channel) must instead fold the whole stream and let `decide` pick.
   */
  initialState: S;
  evolve(state: S, event: DomainEvent): S;
  /** Holds every rule; throws a DomainError to refuse. An empty array means nothing to change. */
  decide(state: S): E[];
}

export interface CommandOutcome<S> {
  /** The state after the command. Read it at once: its collections may grow in place with later commands. */
  state: S;
  /** Stream revision after the command. */
  revision: number;
  /** Log position the read side must reach to show the result. */
  position: number;
  /** True when an earlier attempt with the same idempotency key had already applied it. */
  replayed: boolean;
}

/**
 * Load → decide → append with the expected revision, on the cached fold of
 * the stream plus the events after it (`store.folds`), in the stream's
 * lane (streamLane.ts, which batches commands that arrive together). A
 * conflict with a writer in another process is retried on fresh state,
 * unless the client pinned a revision with If-Match, in which case it is its
 * conflict to resolve (409). A command whose first event id is already in
 * the stream was applied by an earlier attempt and answers the same outcome
 * again without appending.
 */
export function handleCommand<S, E extends DomainEvent>(
  store: CommandStore,
  streamName: string,
  decider: StreamDecider<S, E>,
  context: CommandContext,
): Promise<CommandOutcome<S>> {
  return runInLane(store, streamName, decider as StreamDecider<S, DomainEvent>, context);
}
