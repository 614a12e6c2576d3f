/**
 * The body of the single node's projector thread (see projectorThread.ts):
 * its own connections to the log, the read models and the search index, and
 * the live projector of every projection on them, so that applying events
 * and writing their batches do not take turns with HTTP requests on the
 * main event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createSqliteEventStore, createSqliteReadStore, createSqliteSearchIndex } from '@mohalla/infra';
import { ALL_PROJECTIONS } from '../registry.js';
import { startProjector } from '../runner.js';
import type { FromProjectorThread, ProjectorThreadData, ToProjectorThread } from './messages.js';
import { threadLogger } from './threadLogger.js';

const data = workerData as ProjectorThreadData;
const port = parentPort!;
const send = (message: FromProjectorThread) => port.postMessage(message);
const logger = threadLogger(send);

let wakeSubscriptions = () => {};
const eventStore = createSqliteEventStore({
  path: data.eventsPath,
  ...(data.retention ? { retention: data.retention } : {}),
  // The projector does not append; nothing to commit off this thread.
  writerThread: false,
  wakeOnAppend: (wake) => {
    wakeSubscriptions = wake;
  },
});
const readStore = createSqliteReadStore({ path: data.readModelsPath });
const searchIndex = createSqliteSearchIndex({ path: data.searchPath });
const projector = startProjector({
  eventStore,
  readStore,
  searchIndex,
  projections: ALL_PROJECTIONS,
  logger,
});

projector.caughtUp.then(
  () => send({ kind: 'caughtUp' }),
  () => {}, // told through `finished`
);

port.on('message', (message: ToProjectorThread) => {
  switch (message.kind) {
    case 'appended':
      // The main thread committed an append: read it now rather than at the next poll.
      wakeSubscriptions();
      return;
    case 'pause':
      projector.pause().then(
        () => send({ kind: 'paused', id: message.id }),
        // A pause fails only when its flush does, which also stops the projector: told through `finished`.
        () => send({ kind: 'paused', id: message.id }),
      );
      return;
    case 'resume':
      projector.resume();
      return;
    case 'stop':
      void projector.stop();
      return;
  }
});

const closeStores = async () => {
  await eventStore.close();
  await readStore.close();
  await searchIndex.close();
};

projector.finished.then(
  async () => {
    await closeStores();
    send({ kind: 'finished' });
    port.close();
  },
  async (error: unknown) => {
    await closeStores().catch(() => {});
    send({ kind: 'finished', failure: cloneable(error) });
    port.close();
  },
);

/** An Error survives postMessage (its message and stack); anything else is sent as text. */
function cloneable(error: unknown): unknown {
  return error instanceof Error ? error : new Error(String(error));
}
