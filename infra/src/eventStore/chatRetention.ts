import { CHANNEL_STREAM_PREFIX } from '@mohalla/contracts';
import type { RetentionPolicy } from './port.js';

/** What the privacy page promises (web/src/features/legal/legalFacts.ts, `chatRetentionDays`). */
export const DEFAULT_CHAT_RETENTION_DAYS = 30;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The log's one retention rule: chat (every channel stream) is kept for
 * `days`. Every process that opens the log passes this to its adapter;
 * everything else in the log is kept for good.
 */
export function chatRetentionPolicy(days: number = DEFAULT_CHAT_RETENTION_DAYS): RetentionPolicy {
  return [{ streamPrefix: CHANNEL_STREAM_PREFIX, maxAgeSeconds: days * DAY_SECONDS }];
}
