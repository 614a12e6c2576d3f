import { type Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';
import { startSweeping, sweepIntervalOf } from './finishedJobSweep.js';
import { createJobEventListeners, prepareAttempt } from './jobAttempt.js';
import { checkConcurrency, checkEnqueue, checkQueueOptions, type QueueOptions } from './jobInput.js';
import type { JobHandlers, JobProgress, JobQueue, JobSchemas, JobState } from './port.js';

export interface BullMqJobQueueOptions<S extends JobSchemas> extends QueueOptions<S> {
  url: string;
  /** Every key starts with it (BullMQ's default is `bull`); tests use one of their own. */
  prefix?: string;
  /**
   * How long a worker's lock on a job lasts without renewal (BullMQ renews it
   * every half of it while the job runs). A worker that died loses its jobs
   * to another worker after one to two times this long. Default 30 s. Give
   * every worker of a queue the same value: the check for dead workers' jobs
   * runs at most once per this interval across all of them.
   */
  lockDurationMs?: number;
  logger?: Logger;
}

/**
 * The scaled edition's job queue: BullMQ on Redis, so workers in several
 * processes share one queue and jobs outlive a crash. Retention maps to
 * `removeOnComplete`/`removeOnFail` by age, which BullMQ applies when a later
 * job finishes: the same "at least the window" as the in-process queue. A
 * timer also cleans finished jobs past the window and trims the events
 * stream to it, so nothing stays for good on a queue where no job finishes
 * again (see finishedJobSweep.ts).
 */
export async function createBullMqJobQueue<S extends JobSchemas>(
  options: BullMqJobQueueOptions<S>,
): Promise<JobQueue<S>> {
  const { url, prefix = 'bull', logger } = options;
  const { name, schemas, retentionMs } = checkQueueOptions(options);
  const connection = { url };
  // Events are read from a Redis stream; start right after "now" on the server's clock,
  // so nothing that happens after this call returns is missed (BullMQ's default, '$',
  // starts whenever its first read happens to run).
  const lastEventId = await redisNow(url);
  const queue = new Queue(name, { connection, prefix });
  const events = new QueueEvents(name, { connection, prefix, lastEventId });
  const listeners = createJobEventListeners();
  const workers = new Set<Worker>();
  const reportError = (error: Error) => logger?.error('job queue connection error', { queue: name, error });
  queue.on('error', reportError);
  events.on('error', reportError);
  events.on('progress', ({ jobId, data }) =>
    listeners.emit({ type: 'progress', jobId, progress: data as JobProgress }),
  );
  events.on('completed', ({ jobId }) => listeners.emit({ type: 'completed', jobId }));
  events.on('failed', ({ jobId, failedReason }) =>
    listeners.emit({ type: 'failed', jobId, reason: failedReason }),
  );
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);

  const keep = { age: retentionMs / 1000 };
  const sweeper = startSweeping(sweepIntervalOf(retentionMs), () =>
    sweepFinished(url, queue, retentionMs).catch(reportError),
  );
  const processor = (handlers: JobHandlers<JobSchemas>) => async (job: Job) => {
    const taken = { id: job.id!, name: job.name, payload: job.data, attemptsMade: job.attemptsMade };
    const attempt = prepareAttempt(schemas, handlers, taken, (progress) => job.updateProgress(progress));
    if (!attempt.ok) throw new UnrecoverableError(attempt.reason);
    await attempt.run();
  };

  return {
    name,
    async enqueue(jobName, payload, enqueueOptions) {
      const checked = checkEnqueue(schemas, jobName, payload, enqueueOptions);
      // An id Redis holds is left alone by `add` (BullMQ's own idempotence).
      await queue.add(jobName, checked.payload, {
        jobId: checked.jobId,
        delay: checked.delayMs,
        attempts: checked.attempts,
        backoff: { type: 'exponential', delay: checked.backoffMs },
        removeOnComplete: keep,
        removeOnFail: keep,
      });
    },
    async getJob(jobId) {
      const job = await queue.getJob(jobId);
      if (!job) return null;
      const state = stateOf(await job.getState());
      if (!state) return null;
      return {
        id: jobId,
        name: job.name,
        payload: job.data,
        state,
        attemptsMade: job.attemptsMade,
        progress: isProgress(job.progress) ? job.progress : 0,
        failedReason: job.failedReason || null,
      };
    },
    work(handlers, workOptions) {
      const worker = new Worker(name, processor(handlers as JobHandlers<JobSchemas>), {
        connection,
        prefix,
        concurrency: checkConcurrency(workOptions),
        // Stalled jobs are looked for as often as a lock lasts, so a dead worker's job waits about 2 locks at most.
        ...(options.lockDurationMs
          ? { lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs }
          : {}),
      });
      worker.on('error', reportError);
      workers.add(worker);
      return {
        async close() {
          await worker.close();
          workers.delete(worker);
        },
      };
    },
    onEvent: listeners.onEvent,
    async close() {
      await sweeper.stop();
      await Promise.all([...workers].map((worker) => worker.close()));
      workers.clear();
      listeners.clear();
      await events.close();
      await queue.close();
    },
  };
}

/**
 * Deletes the finished jobs (with their payloads) that ended more than
 * `retentionMs` ago, and the events stream's entries as old: its ids are
 * the server's milliseconds, and entries name jobs and carry progress and
 * failure reasons. Every process sharing the queue may run this; it is
 * idempotent.
 */
async function sweepFinished(url: string, queue: Queue, retentionMs: number): Promise<void> {
  await queue.clean(retentionMs, 0, 'completed');
  await queue.clean(retentionMs, 0, 'failed');
  // A connection of its own for the hourly trim (BullMQ has no trim by age), as `redisNow` does.
  await withRedis(url, async (redis) => {
    const cutoff = (await serverMillis(redis)) - retentionMs;
    await redis.xtrim(queue.keys.events!, 'MINID', `${cutoff}-0`);
  });
}

function stateOf(state: string): JobState | null {
  switch (state) {
    case 'waiting':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    case 'delayed':
    case 'active':
    case 'completed':
    case 'failed':
      return state;
    default:
      return null;
  }
}

function isProgress(progress: unknown): progress is JobProgress {
  return typeof progress === 'number' || (typeof progress === 'object' && progress !== null);
}

/**
 * The Redis server's clock as a stream id (the events stream's ids come from it),
 * a millisecond early so an event in the same millisecond is not lost.
 */
async function redisNow(url: string): Promise<string> {
  return withRedis(url, async (redis) => `${(await serverMillis(redis)) - 1}-0`);
}

async function withRedis<T>(url: string, use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(url, { lazyConnect: true });
  try {
    await redis.connect();
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}

async function serverMillis(redis: Pick<Redis, 'time'>): Promise<number> {
  const [seconds, micros] = await redis.time();
  return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
}
