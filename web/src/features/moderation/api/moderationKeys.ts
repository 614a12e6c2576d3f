import type { QueueFilters } from './moderationApi';

/** Query keys of the moderation screens: the queue per filter set, and each report's audit. */
export const moderationKeys = {
  all: ['moderation'] as const,
  queues: () => [...moderationKeys.all, 'queue'] as const,
  queue: (filters: QueueFilters) => [...moderationKeys.queues(), filters] as const,
  audit: (subject: string) => [...moderationKeys.all, 'audit', subject] as const,
};
