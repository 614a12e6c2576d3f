import { randomUUID } from 'node:crypto';
import { afterEach } from 'vitest';
import { z } from 'zod';
import type { JobEvent, JobQueue, JobSchemas } from './port.js';

/** Makes a queue with a name no other test uses, so adapters may share a server. */
export type MakeJobQueue = <S extends JobSchemas>(
  jobs: S,
  options?: { retentionMs?: number },
) => Promise<JobQueue<S>>;

/** The jobs the suite enqueues: `count` records a run, `other` is a second name with another payload. */
export const testJobs = {
  count: z.object({ key: z.string().min(1), note: z.string().default('none') }),
  other: z.object({ n: z.number().int() }),
};
export type TestJobs = typeof testJobs;

export const jobId = (label = 'job') => `${label}-${randomUUID()}`;

/**
 * Real time on a busy 2-core machine: bounds are generous and tests assert
 * order and counts, never exact durations.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A promise the test resolves when it chooses: holds a handler mid-run. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Every queue a test makes is closed after it, pass or fail. */
export function queuesClosedAfterEach(make: MakeJobQueue): MakeJobQueue {
  const open: JobQueue<JobSchemas>[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((queue) => queue.close()));
  });
  return async (jobs, options) => {
    const queue = await make(jobs, options);
    open.push(queue as unknown as JobQueue<JobSchemas>);
    return queue;
  };
}

/** Collects a queue's events, for tests that check what listeners saw. */
export function recordEvents(queue: JobQueue<JobSchemas>) {
  const seen: JobEvent[] = [];
  queue.onEvent((event) => seen.push(event));
  return seen;
}
