import { Worker } from 'node:worker_threads';
import type { Logger } from '@mohalla/infra';
import type { ProjectorHealth, SupervisedProjector } from '../supervisedProjector.js';
import type { FromProjectorThread, ProjectorThreadData, ToProjectorThread } from './messages.js';

export type ProjectorThread = SupervisedProjector;

/**
 * The live projector of every projection (`ALL_PROJECTIONS`), and the
 * alert notifications, in a worker
 * thread with its own SQLite connections to the single node's files, driven
 * through messages behind the same `RunningProjector` face as an in-thread
 * one. Profiles of the single node showed the projector taking a third of
 * the event loop in 80–200 ms stretches, each one a stall for every request
 * waiting behind it. SQLite serialises the writers of a file whichever
 * thread they are in, and the read side sees the thread's checkpoints and
 * search writes by polling the files, as it would another process's.
 */
export function startProjectorThread(
  options: ProjectorThreadData & {
    logger: Logger;
    /** The thread appended (an alert notification): wake this process's subscriptions. */
    onAppended?: () => void;
  },
): ProjectorThread {
  const { logger, onAppended, ...data } = options;
  const worker = new Worker(new URL('./projectorThread.mjs', import.meta.url), { workerData: data });
  const post = (message: ToProjectorThread) => {
    if (!ended) worker.postMessage(message);
  };
  const pauses = new Map<number, () => void>();
  let nextPause = 0;
  let ended = false;
  let health: ProjectorHealth = { state: 'running', failures: 0 };

  let markCaughtUp = () => {};
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const finished = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const caughtUpOrFailed = Promise.race([caughtUp, finished]);
  // Someone may never ask; the failure is logged either way.
  finished.catch(() => {});
  caughtUpOrFailed.catch(() => {});
  const end = (failure?: unknown) => {
    if (ended) return;
    ended = true;
    for (const resume of pauses.values()) resume();
    pauses.clear();
    if (failure === undefined) return void settle?.resolve();
    // The thread itself died: nothing restarts it short of the node.
    const lastError = failure instanceof Error ? failure.message : String(failure);
    health = { state: 'failed', failures: health.failures + 1, lastError };
    settle?.reject(failure);
  };

  worker.on('message', (message: FromProjectorThread) => {
    switch (message.kind) {
      case 'appended':
        onAppended?.();
        return;
      case 'caughtUp':
        markCaughtUp();
        return;
      case 'health':
        health = message.health;
        return;
      case 'paused':
        pauses.get(message.id)?.();
        pauses.delete(message.id);
        return;
      case 'log':
        logger[message.level](message.message, message.fields);
        return;
      case 'finished':
        end(message.failure);
        return;
    }
  });
  worker.on('error', (error) => {
    logger.error('the projector thread failed', { error });
    end(error);
  });
  worker.on('exit', (code) => {
    if (!ended) logger.error('the projector thread exited before its projector finished', { code });
    end(new Error(`the projector thread exited (${code}) before its projector finished`));
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  return {
    caughtUp: caughtUpOrFailed,
    finished,
    health: () => health,
    pause() {
      if (ended) return Promise.resolve();
      const id = ++nextPause;
      return new Promise<void>((resolve) => {
        pauses.set(id, resolve);
        post({ kind: 'pause', id });
      });
    },
    resume: () => post({ kind: 'resume' }),
    async stop() {
      post({ kind: 'stop' });
      await exited;
    },
  };
}
