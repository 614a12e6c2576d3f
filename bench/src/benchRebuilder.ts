import { type EventStore, type ReadStore, type SearchIndex, silentLogger } from '@mohalla/infra';
import { createRegistryRebuilder, type Rebuilder } from '@mohalla/projectors';

/** A rebuilder of every projection over its own in-process queue, quiet, as the rebuild benches run it. */
export function benchRebuilder(eventStore: EventStore, readStore: ReadStore, searchIndex: SearchIndex) {
  return createRegistryRebuilder({ eventStore, readStore, searchIndex, logger: silentLogger });
}

/** Starts the full rebuild a bench times; one that does not start leaves nothing to measure. */
export async function startRebuild(rebuilder: Rebuilder) {
  const request = await rebuilder.request();
  if (request.kind !== 'started') throw new Error(`the rebuild did not start: ${request.kind}`);
  return { id: request.status.id, progress: rebuilder.progressOf(request.status.id)! };
}
