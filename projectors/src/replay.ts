import type { EventStore, Logger, ReadStore, SearchIndexWriter } from '@mohalla/infra';
import type { Projection } from './projection.js';
import { startProjector } from './runner.js';

/**
 * Applies the whole log to a read store, from the beginning, and returns
 * when it has caught up. Used to rebuild into a fresh store and, in tests,
 * as the oracle that live read models must equal.
 */
export async function replayInto(
  eventStore: EventStore,
  readStore: ReadStore,
  searchIndex: SearchIndexWriter,
  projections: readonly Projection[],
  logger: Logger,
): Promise<void> {
  const projector = startProjector({ eventStore, readStore, searchIndex, projections, logger });
  await projector.caughtUp;
  await projector.stop();
}
