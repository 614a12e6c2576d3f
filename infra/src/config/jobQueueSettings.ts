import { z } from 'zod';
import { createBullMqJobQueue } from '../jobQueue/bullMqJobQueue.js';
import { createInProcessJobQueue } from '../jobQueue/inProcessJobQueue.js';
import type { JobQueue, JobSchemas } from '../jobQueue/port.js';
import type { Logger } from '../logging/logger.js';
import { redisUrlSetting } from './serviceSettings.js';

/**
 * Which JobQueue a service runs: `inprocess` (jobs live in this process) or
 * `bullmq` (jobs in Redis, shared by every process on it). Unset, it is
 * `bullmq` when REDIS_URL is set and `inprocess` otherwise.
 */
export const JobQueueSettingsSchema = z
  .object({
    JOB_QUEUE: z.enum(['inprocess', 'bullmq']).optional(),
    REDIS_URL: redisUrlSetting,
    JOB_QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,63}$/)
      .default('mohalla'),
  })
  .refine((s) => s.JOB_QUEUE !== 'bullmq' || s.REDIS_URL, {
    path: ['REDIS_URL'],
    message: 'required with JOB_QUEUE=bullmq',
  });
export type JobQueueSettings = z.infer<typeof JobQueueSettingsSchema>;

export const JOB_QUEUE_SETTINGS_EXPECT: Record<keyof JobQueueSettings, string> = {
  JOB_QUEUE: 'inprocess or bullmq (default: bullmq when REDIS_URL is set, else inprocess)',
  REDIS_URL: 'a Redis URL like redis://127.0.0.1:6379 (required with JOB_QUEUE=bullmq)',
  JOB_QUEUE_PREFIX:
    'letters, digits, _ and - (default mohalla): every BullMQ key starts with it, so deployments sharing a Redis keep their jobs apart',
};

/**
 * Whether the settings name a queue shared by every process on one Redis
 * (BullMQ), rather than one living in this process.
 */
export function isSharedJobQueue(settings: JobQueueSettings): boolean {
  return (settings.JOB_QUEUE ?? (settings.REDIS_URL ? 'bullmq' : 'inprocess')) === 'bullmq';
}

/** Adapter choice is configuration: the one place that picks a JobQueue. */
export async function openJobQueue<S extends JobSchemas>(
  settings: JobQueueSettings,
  queue: { name: string; jobs: S; logger?: Logger },
): Promise<JobQueue<S>> {
  if (isSharedJobQueue(settings)) {
    return createBullMqJobQueue({ url: settings.REDIS_URL!, prefix: settings.JOB_QUEUE_PREFIX, ...queue });
  }
  return createInProcessJobQueue(queue);
}
