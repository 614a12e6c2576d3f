import type { CommandStore, Evolve, StreamFold } from './commandStore.js';

/**
 * The stream as the log holds it now: the cached fold plus the events after
 * it. Read the state, do not keep it across an await: a command on the same
 * stream may evolve it in place meanwhile.
 */
export function loadStream<S>(
  store: CommandStore,
  streamName: string,
  evolve: Evolve<S>,
  initialState: S,
): Promise<StreamFold<S>> {
  return store.folds(evolve, initialState).load(streamName);
}
