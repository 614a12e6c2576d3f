/**
 * The body of the single node's projector thread (see projectorThread.ts):
 * its own connections to the log, the read models and the search index, the
 * live projector of every projection on them, and the alert notifications
 * (the reactor and its queue's worker), so that applying events and writing
 * to the read store do not take turns with HTTP requests on the main event
 * loop. (The reactor stored its checkpoint per post event from the main
 * thread: 13% of the main loop in the ingest bench's profile, each write
 * queuing for the read store's lock behind the projector's batches.)
 */
import { parentPort, workerData } from 'node:worker_threads';
import {
  createInProcessJobQueue,
  createSqliteEventStore,
  createSqliteKeyStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  personalDataEventStore,
  personKeys,
} from '@mohalla/infra';
import { NOTIFICATIONS_QUEUE, notificationJobs, startNotifications } from '../notifications/index.js';
import { ALL_PROJECTIONS } from '../registry.js';
import { startProjector } from '../runner.js';
import { superviseProjector } from '../supervisedProjector.js';
import { onAppendSignal } from './appendSignal.js';
import type { FromProjectorThread, ProjectorThreadData, ToProjectorThread } from './messages.js';
import { threadLogger } from './threadLogger.js';

const data = workerData as ProjectorThreadData;
const port = parentPort!;
const send = (message: FromProjectorThread) => port.postMessage(message);
const logger = threadLogger(send);

let wakeSubscriptions = () => {};
const log = createSqliteEventStore({
  path: data.eventsPath,
  ...(data.retention ? { retention: data.retention } : {}),
  // Only alert notifications append here, seldom: committed on this thread, off the main one.
  writerThread: false,
  onAppend: () => send({ kind: 'appended' }),
  wakeOnAppend: (wake) => {
    wakeSubscriptions = wake;
  },
});
// Personal data opened through the same key store as the main thread's (its own connection to the file).
const eventStore = data.keys
  ? personalDataEventStore(log, personKeys(createSqliteKeyStore({ path: data.keys.path }), data.keys.secret))
  : log;
const readStore = createSqliteReadStore({ path: data.readModelsPath });
const searchIndex = createSqliteSearchIndex({ path: data.searchPath });
// A read-store or log error starts the projector again from its checkpoints (with backoff), not ends it.
const projector = superviseProjector(
  () => startProjector({ eventStore, readStore, searchIndex, projections: ALL_PROJECTIONS, logger }),
  { logger, onHealth: (health) => send({ kind: 'health', health }) },
);
// The main thread committed an append: read it now rather than at the next poll.
const mainAppends = onAppendSignal(data.appendSignal, () => wakeSubscriptions());
const notificationQueue = createInProcessJobQueue({ name: NOTIFICATIONS_QUEUE, jobs: notificationJobs });
const notifications = startNotifications({ eventStore, readStore, queue: notificationQueue, logger });

projector.caughtUp.then(
  () => send({ kind: 'caughtUp' }),
  () => {}, // told through `finished`
);

port.on('message', (message: ToProjectorThread) => {
  switch (message.kind) {
    case 'pause':
      projector.pause().then(
        () => send({ kind: 'paused', id: message.id }),
        // A pause fails only when its flush does: that run ends, and the supervisor starts another.
        () => send({ kind: 'paused', id: message.id }),
      );
      return;
    case 'resume':
      projector.resume();
      return;
    case 'stop':
      void stopAll();
      return;
  }
});

/** The notifications first (they append), then the projector. */
const stopAll = async () => {
  await stopNotifications();
  await projector.stop();
};

let notificationsStopped: Promise<void> | undefined;
const stopNotifications = () => {
  notificationsStopped ??= (async () => {
    try {
      await notifications.stop();
      await notificationQueue.close();
    } catch (error) {
      logger.error('alert notifications did not stop cleanly', { error });
    }
  })();
  return notificationsStopped;
};

/** Once the projector has finished (stopped, or on an error): nothing else may keep the thread alive. */
const closeAll = async () => {
  mainAppends.close();
  await stopNotifications();
  await eventStore.close();
  await readStore.close();
  await searchIndex.close();
};

projector.finished.then(
  async () => {
    await closeAll();
    send({ kind: 'finished' });
    port.close();
  },
  async (error: unknown) => {
    await closeAll().catch(() => {});
    send({ kind: 'finished', failure: cloneable(error) });
    port.close();
  },
);

/** An Error survives postMessage (its message and stack); anything else is sent as text. */
function cloneable(error: unknown): unknown {
  return error instanceof Error ? error : new Error(String(error));
}
