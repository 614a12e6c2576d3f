import { CHAT_RETENTION_STREAM, ChatTextExpiredSchema } from '@mohalla/contracts';
import {
  DEFAULT_CHAT_RETENTION_DAYS,
  type EventStore,
  type JobHandler,
  type JobQueue,
  type Logger,
  type ReadStore,
  runPeriodically,
} from '@mohalla/infra';
import { z } from 'zod';
import { uuidFromJobId } from '../notifications/notificationIds.js';
import { reportsOf } from './reportsProjection.js';

/**
 * The moderation queue's jobs. The payload never leaves this module (it
 * enqueues and runs them), so its schema lives here rather than in contracts.
 */
export const MODERATION_QUEUE = 'moderation';
export const moderationJobs = {
  /** Chat written before `before` is past its retention. */
  expireChatText: z.object({ before: z.iso.datetime() }),
};
export type ModerationJobs = typeof moderationJobs;
type ExpireChatText = z.output<ModerationJobs['expireChatText']>;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Appends `ChatTextExpired`, on which the reports projection clears the
 * chat text its reports quote from before `before` (position-guarded like
 * any event, and the read models keep a single writer). Nothing is appended
 * while no report quotes text that old, so a quiet log stays quiet. The event id derives from
 * the job id: a retried job appends nothing new.
 */
export function expireChatTextHandler(
  eventStore: EventStore,
  readStore: ReadStore,
  clock: () => Date,
): JobHandler<ExpireChatText> {
  return async (job) => {
    const { before } = job.payload;
    const expired = { chatTextAtMs: { lt: Date.parse(before) } };
    if ((await reportsOf(readStore).count(expired)) === 0) return;
    const event = ChatTextExpiredSchema.parse({ type: 'ChatTextExpired', data: { before } });
    const eventId = uuidFromJobId('chat-text-expired', job.id);
    await eventStore.append(
      CHAT_RETENTION_STREAM,
      [
        {
          eventId,
          type: event.type,
          data: event.data,
          metadata: {
            actorId: 'system',
            correlationId: job.id,
            causationId: job.id,
            at: clock().toISOString(),
          },
        },
      ],
      { expectedRevision: 'any' },
    );
  };
}

export interface ChatTextExpiryOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Its owner closes it, after `stop`. */
  queue: JobQueue<ModerationJobs>;
  logger: Logger;
  /** CHAT_RETENTION_DAYS; the privacy page's 30 when unset. */
  retentionDays?: number | undefined;
  clock?: () => Date;
  intervalMs?: number;
  firstRunMs?: number;
}

export interface ChatTextExpiry {
  /** Stops the timer and the worker (waiting for a job in hand). */
  stop(): Promise<void>;
}

/**
 * The reports read model keeps copies of reported chat; chat is kept
 * CHAT_RETENTION_DAYS (the log forgets it then, as the privacy page
 * promises), and so are they. This enqueues `expireChatText` soon after the
 * start and then every hour, and runs its worker. The job id names the hour,
 * so processes sharing a BullMQ queue run it once an hour between them; the
 * queue retries a failed run. The read API serves no expired text
 * meanwhile: this takes it off the disk. Timers are unref'd.
 */
export function startChatTextExpiry({
  eventStore,
  readStore,
  queue,
  logger,
  retentionDays = DEFAULT_CHAT_RETENTION_DAYS,
  clock = () => new Date(),
  intervalMs = HOUR_MS,
  firstRunMs = 10_000,
}: ChatTextExpiryOptions): ChatTextExpiry {
  const worker = queue.work({ expireChatText: expireChatTextHandler(eventStore, readStore, clock) });
  let enqueuing: Promise<void> = Promise.resolve();
  const enqueue = () => {
    const now = clock().getTime();
    enqueuing = queue
      .enqueue(
        'expireChatText',
        { before: new Date(now - retentionDays * DAY_MS).toISOString() },
        { jobId: `expire-chat-text-${Math.floor(now / intervalMs)}` },
      )
      .catch((error: unknown) =>
        logger.warn('Could not enqueue the chat text expiry; will retry', { error }),
      );
  };
  const timers = runPeriodically(enqueue, { firstRunMs, intervalMs });
  return {
    async stop() {
      timers.cancel();
      await enqueuing;
      await worker.close();
    },
  };
}
