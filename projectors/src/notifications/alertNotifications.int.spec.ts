import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notificationStream, notifyAlertJobId, type PostType } from '@mohalla/contracts';
import {
  createSqliteEventStore,
  createSqliteReadStore,
  type EventStore,
  type JobQueue,
  type ReadStore,
  silentLogger,
} from '@mohalla/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MakeQueue, onEachJobQueue } from '../testing/eachJobQueue.js';
import { NOTIFIER_CHECKPOINT } from './alertNotifier.js';
import { type NotificationJobs, notificationJobs } from './notifyAlertJob.js';
import { startNotifications } from './startNotifications.js';

onEachJobQueue('notifications', notificationJobs, describeAlertNotifications);

function describeAlertNotifications(name: string, makeQueue: MakeQueue<NotificationJobs>) {
  describe(`alert notifications on the ${name}`, () => {
    let dir: string;
    let eventStore: EventStore;
    let readStore: ReadStore;
    const queues: JobQueue<NotificationJobs>[] = [];
    const makeTrackedQueue = async () => {
      queues.push(await makeQueue());
      return queues.at(-1)!;
    };

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'alert-notifications-'));
      eventStore = createSqliteEventStore({ path: join(dir, 'events.sqlite') });
      readStore = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
    });
    afterEach(async () => {
      await Promise.all(queues.splice(0).map((queue) => queue.close()));
      await eventStore.close();
      await readStore.close();
      rmSync(dir, { recursive: true, force: true });
    });

    /** Runs the reactor and its worker until the reactor has seen the whole log and the job (if any) finished. */
    async function runUntilIdle(queue: JobQueue<NotificationJobs>, ...expectJobsFor: string[]) {
      const notifications = startNotifications({ eventStore, readStore, queue, logger: silentLogger });
      await notifications.caughtUp;
      for (const eventId of expectJobsFor) {
        const jobId = notifyAlertJobId(eventId);
        await expect
          .poll(async () => (await queue.getJob(jobId))?.state, { timeout: 15_000 })
          .toBe('completed');
      }
      await notifications.stop();
    }

    it('notifies an Alert post once, even when the reactor replays the log from 0 twice', async () => {
      const areaId = randomUUID();
      const post = await publish(eventStore, { areaId, postType: 'alert', title: 'Water cut on 5th Main' });
      const queue = await makeTrackedQueue();
      await runUntilIdle(queue, post.eventId);
      for (let replay = 0; replay < 2; replay += 1) {
        await readStore.checkpoints.delete(NOTIFIER_CHECKPOINT);
        await runUntilIdle(queue, post.eventId);
      }
      // A queue that forgot the job (a restarted single node) runs it again: the event id still holds.
      await readStore.checkpoints.delete(NOTIFIER_CHECKPOINT);
      await runUntilIdle(await makeTrackedQueue(), post.eventId);

      const notified = await eventStore.readStream(notificationStream(areaId));
      expect(notified).toHaveLength(1);
      expect(notified[0]).toMatchObject({
        type: 'AreaNotified',
        // The author is recorded (the log is private) so the realtime nodes can spare them the toast.
        data: {
          areaId,
          postId: post.postId,
          title: 'Water cut on 5th Main',
          kind: 'alert',
          authorId: post.authorId,
        },
        metadata: { actorId: 'system', causationId: post.eventId, correlationId: post.correlationId },
      });
      expect(await readStore.checkpoints.get(NOTIFIER_CHECKPOINT)).toBe(await eventStore.headPosition());
    });

    it('notifies nobody of other posts, nor of alerts older than an hour', async () => {
      const areaId = randomUUID();
      const tip = await publish(eventStore, { areaId, postType: 'tip', title: 'Best dosa in town' });
      const stale = await publish(eventStore, {
        areaId,
        postType: 'alert',
        title: 'Road closed yesterday',
        at: new Date(Date.now() - 2 * 60 * 60 * 1000),
      });
      const fresh = await publish(eventStore, {
        areaId: randomUUID(),
        postType: 'alert',
        title: 'Fire drill at noon',
      });
      const queue = await makeTrackedQueue();
      await runUntilIdle(queue, fresh.eventId);
      expect(await queue.getJob(notifyAlertJobId(tip.eventId))).toBeNull();
      expect(await queue.getJob(notifyAlertJobId(stale.eventId))).toBeNull();
      expect(await eventStore.readStream(notificationStream(areaId))).toEqual([]);
    });

    it('announces no alert hidden before its job ran, unless restored since; a hidden reply does not count', async () => {
      const alert = (title: string) =>
        publish(eventStore, { areaId: randomUUID(), postType: 'alert', title });
      const hidden = await alert('Free gold at the station');
      await moderate(eventStore, hidden.postId, 'ContentHidden');
      const restored = await alert('Power cut from 2 to 4');
      await moderate(eventStore, restored.postId, 'ContentHidden');
      await moderate(eventStore, restored.postId, 'ContentRestored');
      const rehidden = await alert('Leopard seen near the lake');
      await moderate(eventStore, rehidden.postId, 'ContentHidden');
      await moderate(eventStore, rehidden.postId, 'ContentRestored');
      await moderate(eventStore, rehidden.postId, 'ContentHidden');
      const replyHidden = await alert('Tanker water on 3rd Cross');
      await moderate(eventStore, replyHidden.postId, 'ContentHidden', randomUUID());

      const queue = await makeTrackedQueue();
      const all = [hidden, restored, rehidden, replyHidden];
      await runUntilIdle(queue, ...all.map((post) => post.eventId));
      const notifiedOf = async (post: { areaId: string }) =>
        (await eventStore.readStream(notificationStream(post.areaId))).map((e) => e.data);
      expect(await notifiedOf(hidden)).toEqual([]);
      expect(await notifiedOf(rehidden)).toEqual([]);
      expect(await notifiedOf(restored)).toMatchObject([{ postId: restored.postId }]);
      expect(await notifiedOf(replyHidden)).toMatchObject([{ postId: replyHidden.postId }]);
    });
  });
}

/** A moderator's decision on the post (`replyId` null) or one of its replies, appended as the write side does. */
async function moderate(
  eventStore: EventStore,
  postId: string,
  type: 'ContentHidden' | 'ContentRestored',
  replyId: string | null = null,
) {
  const moderatorId = randomUUID();
  const decision = { postId, replyId, moderatorId, reason: 'Not an alert' };
  await eventStore.append(
    `post-${postId}`,
    [
      {
        eventId: randomUUID(),
        type,
        data: type === 'ContentHidden' ? { ...decision, reportId: null } : decision,
        metadata: {
          actorId: moderatorId,
          correlationId: randomUUID(),
          causationId: randomUUID(),
          at: new Date().toISOString(),
        },
      },
    ],
    { expectedRevision: 'any' },
  );
}

async function publish(
  eventStore: EventStore,
  post: { areaId: string; postType: PostType; title: string; at?: Date },
) {
  const postId = randomUUID();
  const eventId = randomUUID();
  const correlationId = randomUUID();
  const authorId = randomUUID();
  await eventStore.append(
    `post-${postId}`,
    [
      {
        eventId,
        type: 'PostPublished',
        data: {
          postId,
          areaId: post.areaId,
          cityId: randomUUID(),
          authorId,
          authorAlias: 'Quiet Mango 42',
          postType: post.postType,
          topicId: null,
          title: post.title,
          content: 'Details for the neighbourhood.',
          imageUrl: null,
          mediaUrls: [],
        },
        metadata: {
          actorId: randomUUID(),
          correlationId,
          causationId: correlationId,
          at: (post.at ?? new Date()).toISOString(),
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );
  return { postId, eventId, correlationId, authorId, areaId: post.areaId };
}
