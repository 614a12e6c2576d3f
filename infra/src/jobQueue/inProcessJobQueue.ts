import { startSweeping, sweepIntervalOf } from './finishedJobSweep.js';
import { createJobEventListeners, prepareAttempt } from './jobAttempt.js';
import {
  backoffDelay,
  checkConcurrency,
  checkEnqueue,
  checkQueueOptions,
  type QueueOptions,
} from './jobInput.js';
import type { JobHandlers, JobProgress, JobQueue, JobSchemas, JobState } from './port.js';

export type InProcessJobQueueOptions<S extends JobSchemas> = QueueOptions<S>;

interface Job {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  backoffMs: number;
  state: JobState;
  attemptsMade: number;
  progress: JobProgress;
  failedReason: string | null;
  finishedAt: number;
}

interface Worker {
  handlers: JobHandlers<JobSchemas>;
  concurrency: number;
  running: Set<Promise<void>>;
  closed: boolean;
}

/**
 * The single node's job queue: the same semantics as BullMQ's, kept in this
 * process's memory. Timers are unref'd, so a queue waiting on a delay never
 * keeps the process alive by itself.
 */
export function createInProcessJobQueue<S extends JobSchemas>(
  options: InProcessJobQueueOptions<S>,
): JobQueue<S> {
  const { name, schemas, retentionMs } = checkQueueOptions(options);
  const jobs = new Map<string, Job>();
  const ready: Job[] = [];
  /** Finished jobs in the order they finished, so the expired ones are always at the front. */
  const finished: Job[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const workers = new Set<Worker>();
  const listeners = createJobEventListeners(queueMicrotask);
  let closed = false;

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  const makeReady = (job: Job) => {
    job.state = 'waiting';
    ready.push(job);
    dispatch();
  };

  /** Hands ready jobs, oldest first, to the least busy open worker with a free slot. */
  const dispatch = () => {
    while (ready.length > 0) {
      let chosen: Worker | undefined;
      for (const worker of workers) {
        if (worker.closed || worker.running.size >= worker.concurrency) continue;
        if (!chosen || worker.running.size < chosen.running.size) chosen = worker;
      }
      if (!chosen) return;
      start(chosen, ready.shift()!);
    }
  };

  const start = (worker: Worker, job: Job) => {
    job.state = 'active';
    const running: Promise<void> = Promise.resolve()
      .then(() => attempt(worker, job))
      .finally(() => {
        worker.running.delete(running);
        dispatch();
      });
    worker.running.add(running);
  };

  const attempt = async (worker: Worker, job: Job) => {
    const prepared = prepareAttempt(schemas, worker.handlers, job, async (progress: JobProgress) => {
      job.progress = progress;
      listeners.emit({ type: 'progress', jobId: job.id, progress });
    });
    let failure: Error | null;
    if (!prepared.ok) {
      failure = new Error(prepared.reason);
      job.attempts = job.attemptsMade + 1; // cannot succeed: no retry
    } else {
      failure = await prepared.run().then(
        () => null,
        (error: Error) => error,
      );
    }
    job.attemptsMade += 1;
    if (!failure) return finish(job, 'completed');
    job.failedReason = failure.message;
    if (job.attemptsMade >= job.attempts) return finish(job, 'failed');
    job.state = 'delayed';
    later(backoffDelay(job.backoffMs, job.attemptsMade), () => makeReady(job));
  };

  const finish = (job: Job, state: 'completed' | 'failed') => {
    job.state = state;
    job.finishedAt = Date.now();
    finished.push(job);
    listeners.emit(
      state === 'completed'
        ? { type: 'completed', jobId: job.id }
        : { type: 'failed', jobId: job.id, reason: job.failedReason ?? '' },
    );
    // Forget the ids whose window is over, as BullMQ does when a job finishes.
    forgetFinishedBefore(job.finishedAt - retentionMs);
  };

  const forgetFinishedBefore = (cutoff: number) => {
    while (finished[0] && finished[0].finishedAt <= cutoff) {
      jobs.delete(finished.shift()!.id);
    }
  };
  // And on a timer, so a quiet queue's last jobs (payloads and all) go too.
  const sweeper = startSweeping(sweepIntervalOf(retentionMs), async () =>
    forgetFinishedBefore(Date.now() - retentionMs),
  );

  const closeWorker = async (worker: Worker) => {
    worker.closed = true;
    await Promise.all(worker.running);
    workers.delete(worker);
  };

  return {
    name,
    async enqueue(jobName, payload, enqueueOptions) {
      if (closed) throw new Error(`job queue ${name} is closed`);
      const checked = checkEnqueue(schemas, jobName, payload, enqueueOptions);
      if (jobs.has(checked.jobId)) return;
      const job: Job = {
        id: checked.jobId,
        name: jobName,
        payload: checked.payload,
        attempts: checked.attempts,
        backoffMs: checked.backoffMs,
        state: 'delayed',
        attemptsMade: 0,
        progress: 0,
        failedReason: null,
        finishedAt: 0,
      };
      jobs.set(job.id, job);
      if (checked.delayMs > 0) later(checked.delayMs, () => makeReady(job));
      else makeReady(job);
    },
    async getJob(jobId) {
      const job = jobs.get(jobId);
      if (!job) return null;
      const { id, name: jobName, payload, state, attemptsMade, progress, failedReason } = job;
      return { id, name: jobName, payload, state, attemptsMade, progress, failedReason };
    },
    work(handlers, workOptions) {
      if (closed) throw new Error(`job queue ${name} is closed`);
      const worker: Worker = {
        handlers: handlers as JobHandlers<JobSchemas>,
        concurrency: checkConcurrency(workOptions),
        running: new Set(),
        closed: false,
      };
      workers.add(worker);
      queueMicrotask(dispatch);
      return { close: () => closeWorker(worker) };
    },
    onEvent: listeners.onEvent,
    async close() {
      closed = true;
      await sweeper.stop();
      await Promise.all([...workers].map(closeWorker));
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      listeners.clear();
    },
  };
}
