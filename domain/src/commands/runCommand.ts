import type { DomainEvent } from '@mohalla/contracts';
import type { CommandContext } from './commandContext.js';
import type { CommandStore } from './commandStore.js';
import { type CommandOutcome, handleCommand } from './handleCommand.js';

/** One kind of stream's rules, with which stream a command goes to. */
export interface Decider<C, S, E extends DomainEvent = DomainEvent> {
  streamOf(command: C): string;
  initialState: S;
  evolve(state: S, event: DomainEvent): S;
  decide(command: C, state: S): E[];
}

/** Runs `command` through `decider` on its stream (see handleCommand): the one way every stream's commands run. */
export function runCommand<C, S>(
  store: CommandStore,
  decider: Decider<C, S>,
  command: C,
  context: CommandContext,
): Promise<CommandOutcome<S>> {
  return handleCommand(
    store,
    decider.streamOf(command),
    {
      initialState: decider.initialState,
      evolve: decider.evolve,
      decide: (state: S) => decider.decide(command, state),
    },
    context,
  );
}
