import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInProcessJobQueue } from './inProcessJobQueue.js';
import { describeJobQueueContract } from './jobQueue.contract.js';
import { testJobs } from './jobQueueContract.fixtures.js';

describeJobQueueContract('in-process', async (jobs, options) =>
  createInProcessJobQueue({ name: `test-${randomUUID()}`, jobs, ...options }),
);

describe('in-process job queue', () => {
  it('refuses to enqueue or start workers once closed', async () => {
    const queue = createInProcessJobQueue({ name: 'closing', jobs: testJobs });
    await queue.close();
    await expect(queue.enqueue('count', { key: 'a' }, { jobId: 'late' })).rejects.toThrow(/closed/);
    expect(() => queue.work({ count: async () => {}, other: async () => {} })).toThrow(/closed/);
    await queue.close();
  });

  it('refuses a bad queue name or retention', () => {
    expect(() => createInProcessJobQueue({ name: 'has space', jobs: testJobs })).toThrow(RangeError);
    expect(() => createInProcessJobQueue({ name: 'q', jobs: testJobs, retentionMs: -1 })).toThrow(RangeError);
  });
});
