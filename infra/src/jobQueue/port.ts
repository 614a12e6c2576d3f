import type { z } from 'zod';

/**
 * Background work: a producer enqueues jobs by name with a payload, workers
 * run them with retries. Every queue is typed by its job names, each mapped to
 * the zod schema of its payload, e.g. `{ notifyAlert: NotifyAlertSchema }`.
 */
export type JobSchemas = Record<string, z.ZodType>;
export type JobName<S extends JobSchemas> = keyof S & string;

/** What a handler may report while it runs: a percentage, or a small JSON object (`{ done, total }`). */
export type JobProgress = number | Record<string, unknown>;

export interface EnqueueOptions {
  /**
   * Chosen by the caller, so that enqueueing twice (a replayed event, a
   * retried request) runs the job once: derive it from what caused the job.
   * 1 to 200 characters, no `:`, not an integer (BullMQ keeps those for itself).
   */
  jobId: string;
  /** The job does not start before this many milliseconds have passed. Default 0. */
  delayMs?: number;
  /** Attempts in all, the first included (1 = no retry). Default `DEFAULT_ATTEMPTS`. */
  attempts?: number;
  /**
   * Exponential backoff: attempt n + 1 starts no sooner than
   * `backoffMs * 2^(n - 1)` after attempt n failed (1×, 2×, 4×, ...).
   * Default `DEFAULT_BACKOFF_MS`.
   */
  backoffMs?: number;
}

export const DEFAULT_ATTEMPTS = 3;
export const DEFAULT_BACKOFF_MS = 1000;
/** How long an adapter remembers a finished job's id by default: a day. */
export const DEFAULT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface JobContext<Payload> {
  id: string;
  name: string;
  /** Parsed with the job's schema: a payload that no longer parses fails the job without retry. */
  payload: Payload;
  /** 1 for the first attempt. */
  attempt: number;
  /** Stored with the job (see `getJob`) and announced to `onEvent` listeners. */
  reportProgress(progress: JobProgress): Promise<void>;
}

export type JobHandler<Payload> = (job: JobContext<Payload>) => Promise<void>;
export type JobHandlers<S extends JobSchemas> = { [N in JobName<S>]: JobHandler<z.output<S[N]>> };

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

export interface JobSnapshot {
  id: string;
  name: string;
  payload: unknown;
  /** `delayed` covers both a `delayMs` not yet over and a backoff before a retry. */
  state: JobState;
  /** Attempts that have ended, failed or completed. */
  attemptsMade: number;
  /** The last progress reported; 0 before any. */
  progress: JobProgress;
  /** Why the last failed attempt failed, or null. */
  failedReason: string | null;
}

export type JobEvent =
  | { type: 'progress'; jobId: string; progress: JobProgress }
  | { type: 'completed'; jobId: string }
  /** Only when the last attempt failed: a failure that will be retried is not announced. */
  | { type: 'failed'; jobId: string; reason: string };

export interface WorkOptions {
  /** Jobs this worker runs at the same time. Default 1. */
  concurrency?: number;
}

export interface JobWorker {
  /**
   * Stops taking jobs and resolves once the jobs in hand have finished (and
   * been recorded as completed, or failed and scheduled for a retry). Jobs not
   * yet taken stay queued for another worker. Idempotent.
   */
  close(): Promise<void>;
}

/**
 * A named queue of typed jobs.
 *
 * Guarantees every adapter keeps (the contract suite checks each):
 * - **Idempotent ids.** Enqueueing an id the queue holds (waiting, delayed,
 *   active) or finished (completed, or failed for good) less than the
 *   queue's retention window ago changes nothing: the first payload and
 *   options stand and the job runs as if enqueued once. After the window the
 *   id is forgotten, lazily (when a later job finishes), so it may be
 *   remembered longer, never shorter; but not for good: while the queue is
 *   open a sweep every window (between a second and an hour) forgets the
 *   finished jobs past it, payloads and all, so none outlives its window by
 *   more than an hour, even on a queue where nothing finishes again.
 * - **At least once.** A job runs until an attempt completes or `attempts`
 *   have failed, with exponential backoff between attempts. A handler that
 *   throws anything (an Error, a string, `undefined`), or throws instead of
 *   returning a promise, fails that attempt only: the worker carries on.
 *   Handlers must be idempotent: a job may run again after a worker crash.
 * - **Delays.** A job never starts before its `delayMs` has passed.
 * - **Sharing.** Each attempt is run by one worker; workers may share a
 *   queue (`work` called more than once, or, for BullMQ, in several
 *   processes); a worker runs at most `concurrency` jobs at a time.
 * - **Order.** Jobs ready at the same time start in the order they were
 *   enqueued (FIFO); with concurrency above 1 they may finish in any order.
 * - Invalid input (a payload its schema refuses, a bad job id or option, an
 *   unknown job name) rejects with a `RangeError` and enqueues nothing.
 *
 * Where they differ: the in-process queue lives and dies with its process
 * (jobs not finished at exit are lost, like the rest of the process's
 * memory); BullMQ keeps jobs in Redis, and a job whose worker died is taken
 * up again by another worker once its lock runs out.
 */
export interface JobQueue<S extends JobSchemas> {
  readonly name: string;
  enqueue<N extends JobName<S>>(name: N, payload: z.input<S[N]>, options: EnqueueOptions): Promise<void>;
  /** The job as it stands, or null when the queue has no such id (never had, or forgot it). */
  getJob(jobId: string): Promise<JobSnapshot | null>;
  /** Starts a worker running this queue's jobs with `handlers`, one per job name. */
  work(handlers: JobHandlers<S>, options?: WorkOptions): JobWorker;
  /**
   * Listens to what happens to jobs from now on, in every process sharing the
   * queue (for BullMQ, events arrive shortly after the fact). Answers the
   * function that stops listening. Events are for progress displays: what a
   * job's state is, `getJob` says.
   */
  onEvent(listener: (event: JobEvent) => void): () => void;
  /** Closes the workers started here (as `JobWorker.close`), then the queue. Idempotent. */
  close(): Promise<void>;
}
