import {
  createInProcessJobQueue,
  type EventStore,
  type ReadStore,
  type SearchIndex,
  silentLogger,
} from '@mohalla/infra';
import {
  ALL_PROJECTIONS,
  createRebuilder,
  REBUILD_JOBS,
  REBUILD_QUEUE,
  type Rebuilder,
} from '@mohalla/projectors';

/** A rebuilder of every projection over its own in-process queue, quiet, as the rebuild benches run it. */
export function benchRebuilder(eventStore: EventStore, readStore: ReadStore, searchIndex: SearchIndex) {
  const queue = createInProcessJobQueue({ name: REBUILD_QUEUE, jobs: REBUILD_JOBS });
  const rebuilder = createRebuilder({
    eventStore,
    readStore,
    searchIndex,
    projections: ALL_PROJECTIONS,
    queue,
    logger: silentLogger,
  });
  return { queue, rebuilder };
}

/** Starts the full rebuild a bench times; one that does not start leaves nothing to measure. */
export async function startRebuild(rebuilder: Rebuilder) {
  const request = await rebuilder.request();
  if (request.kind !== 'started') throw new Error(`the rebuild did not start: ${request.kind}`);
  return { id: request.status.id, progress: rebuilder.progressOf(request.status.id)! };
}
