import { Worker } from 'node:worker_threads';
import type { AppendOutcome, AppendRequest, CommitGroup } from './sqliteGroupCommit.js';

export interface WriterThread {
  commit: CommitGroup;
  /** Closes the thread's connection; call once nothing is in flight. */
  close(): Promise<void>;
}

interface Waiting {
  resolve(outcomes: AppendOutcome[]): void;
  reject(error: unknown): void;
}

/**
 * Commits append groups in a worker thread with its own connection, so the
 * main thread goes on serving requests (and gathering the next group) while
 * a commit waits for its fsync. SQLite lets one writer at a time into the
 * file, whichever thread or process it is, so ordering and revision checks
 * are exactly those of a commit in the main thread.
 */
export function sqliteWriterThread(path: string, appendSignal?: SharedArrayBuffer): WriterThread {
  const worker = new Worker(new URL('./sqliteWriterThread.mjs', import.meta.url), {
    workerData: { path, appendSignal },
  });
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let failed: Error | undefined;
  // Keeps the process alive only while a commit is awaited.
  worker.unref();

  const failAll = (error: Error): void => {
    failed = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
    worker.unref();
  };
  worker.on('message', (message: { id: number; outcomes?: AppendOutcome[]; failure?: string }) => {
    const found = waiting.get(message.id);
    if (!found) return;
    waiting.delete(message.id);
    if (waiting.size === 0) worker.unref();
    if (message.outcomes) found.resolve(message.outcomes);
    else found.reject(new Error(message.failure));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the event log's writer thread exited (${code})`)));

  return {
    commit(group: readonly AppendRequest[]) {
      if (failed) throw failed;
      return new Promise<AppendOutcome[]>((resolve, reject) => {
        const id = ++nextId;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, group });
      });
    },
    async close() {
      if (failed) return;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      // Held open until the thread has closed its connection, or nothing would wait for it.
      worker.ref();
      worker.postMessage({ close: true });
      await exited;
    },
  };
}
