import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JOB_QUEUE_SETTINGS_EXPECT, JobQueueSettingsSchema, openJobQueue } from './jobQueueSettings.js';
import { ConfigError, loadConfig } from './loadConfig.js';

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig('test', JobQueueSettingsSchema, JOB_QUEUE_SETTINGS_EXPECT, env);

describe('JOB_QUEUE setting', () => {
  it('is optional, and bullmq needs REDIS_URL', () => {
    expect(load({})).toEqual({ JOB_QUEUE_PREFIX: 'mohalla' });
    expect(() => load({ JOB_QUEUE_PREFIX: 'has:colon' })).toThrow(/JOB_QUEUE_PREFIX/);
    expect(load({ JOB_QUEUE: 'bullmq', REDIS_URL: 'redis://127.0.0.1:6379' }).JOB_QUEUE).toBe('bullmq');
    expect(() => load({ JOB_QUEUE: 'bullmq' })).toThrow(ConfigError);
    expect(() => load({ JOB_QUEUE: 'bullmq' })).toThrow(/REDIS_URL is missing/);
    expect(() => load({ JOB_QUEUE: 'kafka' })).toThrow(
      /JOB_QUEUE="kafka" is not valid: expected inprocess or bullmq/,
    );
    expect(() => load({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });

  it('opens an in-process queue without Redis, one that runs jobs', async () => {
    const queue = await openJobQueue(load({}), {
      name: 'settings-test',
      jobs: { hello: z.object({ to: z.string() }) },
    });
    const greeted: string[] = [];
    queue.work({ hello: async (job) => void greeted.push(job.payload.to) });
    await queue.enqueue('hello', { to: 'Asha' }, { jobId: 'greet-asha' });
    await expect.poll(() => greeted).toEqual(['Asha']);
    await queue.close();
  });
});
