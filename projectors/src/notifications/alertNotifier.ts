import { notifyAlertJobId, PostPublishedSchema, type RecordedEvent } from '@mohalla/contracts';
import {
  type EventStore,
  type JobQueue,
  type Logger,
  type ReadStore,
  retryBackoff,
  type Subscription,
} from '@mohalla/infra';
import type { NotificationJobs } from './notifyAlertJob.js';

/** The reactor's checkpoint in the read store. Not a projection: rebuilds leave it alone. */
export const NOTIFIER_CHECKPOINT = 'notifier';

/**
 * An alert is news for an hour: older ones (a first start on an old log, a
 * reactor that was down for long) are not pushed to anyone.
 */
const ALERT_MAX_AGE_MS = 60 * 60 * 1000;

export interface AlertNotifierOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  queue: JobQueue<NotificationJobs>;
  logger: Logger;
}

export interface RunningReactor {
  /** Resolves once everything the log held at the start has been seen. */
  caughtUp: Promise<void>;
  stop(): Promise<void>;
}

/**
 * A reactor, not a read model: it follows the `post-` streams from its own
 * checkpoint and enqueues a `notifyAlert` job for each Alert post. The job id
 * derives from the event id, and the checkpoint is stored after the enqueue,
 * so a crash or a replay from 0 enqueues ids the queue already knows (and the
 * job's own event id covers a queue that forgot them).
 */
export function startAlertNotifier(options: AlertNotifierOptions): RunningReactor {
  const { eventStore, readStore, queue, logger } = options;
  let subscription: Subscription | undefined;
  let stopped = false;
  let markCaughtUp: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => {
    markCaughtUp = resolve;
  });

  const react = async (event: RecordedEvent) => {
    if (event.type !== 'PostPublished') return;
    const parsed = PostPublishedSchema.safeParse({ type: event.type, data: event.data });
    if (!parsed.success) {
      // A bug to fix, not a reason to stop notifying: skip it, as the projector does.
      logger.error('skipping a PostPublished that does not match its schema', { eventId: event.eventId });
      return;
    }
    const { data } = parsed.data;
    if (data.postType !== 'alert') return;
    if (Date.now() - Date.parse(event.metadata.at) > ALERT_MAX_AGE_MS) return;
    await queue.enqueue(
      'notifyAlert',
      {
        eventId: event.eventId,
        correlationId: event.metadata.correlationId,
        postId: data.postId,
        areaId: data.areaId,
        title: data.title,
        authorId: data.authorId,
      },
      { jobId: notifyAlertJobId(event.eventId), attempts: 5, backoffMs: 500 },
    );
  };

  const follow = async () => {
    let from = (await readStore.checkpoints.get(NOTIFIER_CHECKPOINT)) ?? 0;
    const head = await eventStore.headPosition();
    if (head <= from) markCaughtUp();
    subscription = eventStore.subscribeToAll({ after: from, streamPrefixes: ['post-'] });
    if (stopped) await subscription.close();
    for await (const item of subscription) {
      backoff.reset();
      const position = item.kind === 'event' ? item.event.position : item.position;
      if (item.kind === 'event') await react(item.event);
      if (position > from) {
        await readStore.checkpoints.set(NOTIFIER_CHECKPOINT, position);
        from = position;
      }
      if (position >= head) markCaughtUp();
    }
  };

  const backoff = retryBackoff();
  const done = (async () => {
    while (!stopped) {
      try {
        await follow();
        // A live subscription ends only when stopped; one that ended under us is a lost log.
        if (!stopped) logger.error('the alert notifier lost the log (its subscription ended); resuming');
      } catch (error) {
        if (stopped) return;
        // A queue or store that is down for a moment must not end notifications for good.
        logger.error('the alert notifier failed; resuming from its checkpoint', { error });
      }
      if (stopped) return;
      await new Promise((resolve) => setTimeout(resolve, backoff.next()));
    }
  })();

  return {
    caughtUp: Promise.race([caughtUp, done]),
    async stop() {
      stopped = true;
      await subscription?.close();
      await done;
    },
  };
}
