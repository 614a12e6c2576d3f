import type { EventStore, Logger, ReadStore, SearchIndexWriter } from '@mohalla/infra';
import type { Projection } from './projection.js';
import { startProjector } from './runner.js';

/**
 * Applies the log, from each projection's checkpoint in `readStore` up to
 * its head as it is now, and returns when done. Into a fresh store it is a
 * clean rebuild: the oracle that live read models must equal.
 */
export async function replayInto(
  eventStore: EventStore,
  readStore: ReadStore,
  searchIndex: SearchIndexWriter,
  projections: readonly Projection[],
  logger: Logger,
): Promise<void> {
  const until = await eventStore.headPosition();
  await startProjector({ eventStore, readStore, searchIndex, projections, logger, until }).finished;
}
