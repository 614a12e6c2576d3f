/**
 * The body of the event log's writer thread (see sqliteWriter.ts): its own
 * connection to the file, committing the groups the main thread sends, so
 * the fsync of each commit blocks this thread, not the event loop serving
 * requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { signalAppend } from './changeNotifier.js';
import { prepareDatabase, prepareStatements } from './sqliteEventStoreSchema.js';
import { type AppendRequest, transactionCommitter } from './sqliteGroupCommit.js';

const { path, appendSignal } = workerData as { path: string; appendSignal?: SharedArrayBuffer };
const db = new Database(path);
prepareDatabase(db);
// Appends read no events back, so the retention filter of reads does not matter here.
const commit = transactionCommitter(db, prepareStatements(db, '1', 1));
const port = parentPort!;

port.on('message', (message: { id: number; group: AppendRequest[] } | { close: true }) => {
  if ('close' in message) {
    db.close();
    port.close();
    return;
  }
  try {
    const outcomes = commit(message.group);
    port.postMessage({ id: message.id, outcomes });
    // After the answer: the reader it wakes (a projector thread) is not waited for.
    if (appendSignal) signalAppend(appendSignal);
  } catch (error) {
    port.postMessage({ id: message.id, failure: error instanceof Error ? error.message : String(error) });
  }
});
