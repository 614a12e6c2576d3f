import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAT_RETENTION_STREAM, type DomainEvent, parseDomainEvent } from '@mohalla/contracts';
import {
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  type EventStore,
  type JobQueue,
  type ReadStore,
  type SearchIndex,
  silentLogger,
} from '@mohalla/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectedEvent, ProjectionTargets } from '../projection.js';
import { type MakeQueue, onEachJobQueue } from '../testing/eachJobQueue.js';
import { messageSent } from '../testing/events.js';
import { postPublished } from '../testing/postPublished.js';
import {
  expireChatTextHandler,
  type ModerationJobs,
  moderationJobs,
  startChatTextExpiry,
} from './chatTextExpiry.js';
import { reportsOf, reportsProjection } from './reportsProjection.js';

onEachJobQueue('chat_text_expiry', moderationJobs, describeChatTextExpiry);

const DAY_MS = 24 * 60 * 60 * 1000;
const day0 = Date.parse('2026-10-01T06:00:00.000Z');
const onDay = (day: number) => new Date(day0 + day * DAY_MS).toISOString();

function describeChatTextExpiry(name: string, makeQueue: MakeQueue<ModerationJobs>) {
  describe(`chat text in the reports, past its retention, on the ${name}`, () => {
    let dir: string;
    let eventStore: EventStore;
    let store: ReadStore;
    let search: SearchIndex;
    let queue: JobQueue<ModerationJobs>;
    let targets: ProjectionTargets;
    let applied = 0;
    /** Appends to the real log, at the day's time. */
    const given = async (day: number, ...events: DomainEvent[]) => {
      for (const event of events) {
        const stream = event.type.startsWith('Message') ? `channel-${channelId}` : `post-${postId}`;
        const metadata = {
          actorId: randomUUID(),
          correlationId: randomUUID(),
          causationId: randomUUID(),
          at: onDay(day),
        };
        await eventStore.append(stream, [{ eventId: randomUUID(), ...event, metadata }], {
          expectedRevision: 'any',
        });
      }
      await project();
    };
    /** Applies what the log holds beyond the last applied position, then stores the checkpoint, as the runner does. */
    const project = async (from = applied) => {
      for (const recorded of await eventStore.readAll({ after: from })) {
        const event = { ...recorded, ...parseDomainEvent(recorded) } as ProjectedEvent;
        if (reportsProjection.handles.includes(event.type)) await reportsProjection.apply(event, targets);
        applied = Math.max(applied, recorded.position);
      }
      await store.checkpoints.set(reportsProjection.name, applied);
    };
    /** Runs the job on a clock at `day` with 30 days of retention until its first run is done, then projects. */
    const expireOn = async (day: number) => {
      const now = new Date(day0 + day * DAY_MS);
      const intervalMs = 60 * 60 * 1000;
      const expiry = startChatTextExpiry({
        eventStore,
        readStore: store,
        queue,
        logger: silentLogger,
        retentionDays: 30,
        clock: () => now,
        intervalMs,
        firstRunMs: 0,
      });
      const jobId = `expire-chat-text-${Math.floor(now.getTime() / intervalMs)}`;
      await expect
        .poll(async () => (await queue.getJob(jobId))?.state, { timeout: 15_000 })
        .toBe('completed');
      await expiry.stop();
      await project();
    };
    const expiries = async () => (await eventStore.readStream(CHAT_RETENTION_STREAM)).map((e) => e.data);
    const excerpt = async (reportId: string) => {
      const report = await reportsOf(store).get(reportId);
      return report && { excerpt: report.excerpt, chatTextAtMs: report.chatTextAtMs, status: report.status };
    };

    const areaId = randomUUID();
    const channelId = randomUUID();
    const postId = randomUUID();
    const sent = (messageId: string, content: string) =>
      messageSent({ messageId, channelId, areaId, content });
    const edited = (messageId: string, content: string): DomainEvent => ({
      type: 'MessageEdited',
      data: { messageId, editorId: randomUUID(), content },
    });
    const reported = (messageId: string, reportId: string): DomainEvent => ({
      type: 'MessageReported',
      data: { reportId, messageId, reporterId: randomUUID(), reason: 'Rude', reportedRevision: 1 },
    });

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'chat-text-expiry-'));
      eventStore = createSqliteEventStore({ path: join(dir, 'events.sqlite') });
      applied = 0;
      store = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
      search = createSqliteSearchIndex({ path: join(dir, 'search.sqlite') });
      targets = { store, search, log: eventStore };
      queue = await makeQueue();
    });
    afterEach(async () => {
      await queue.close();
      await eventStore.close();
      await store.close();
      await search.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('clears the text written before the retention, by when it was written, and keeps the rest', async () => {
      const [old, oldEdited, freshEdit, recent] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const reports = {
        old: randomUUID(),
        oldEdited: randomUUID(),
        freshEdit: randomUUID(),
        recent: randomUUID(),
        post: randomUUID(),
      };
      await given(0, sent(old, 'you fool'), sent(oldEdited, 'first words'), sent(freshEdit, 'draft'));
      await given(
        0,
        postPublished({ postId, areaId, title: 'Old post', content: 'Posts are kept for good.' }),
      );
      await given(5, edited(oldEdited, 'you idiot'), reported(old, reports.old));
      // Reported 26 days before the clock, but the text it saw is 31 days old.
      await given(10, reported(oldEdited, reports.oldEdited));
      await given(20, edited(freshEdit, 'you clown'), reported(freshEdit, reports.freshEdit));
      await given(34, sent(recent, 'you donkey'), reported(recent, reports.recent));
      await given(34, {
        type: 'ContentReported',
        data: {
          reportId: reports.post,
          postId,
          replyId: null,
          reporterId: randomUUID(),
          reason: 'Old',
          reportedRevision: 0,
        },
      });

      await expireOn(36);
      expect(await expiries()).toEqual([{ before: onDay(6) }]);

      for (const id of [reports.old, reports.oldEdited]) {
        expect(await excerpt(id)).toEqual({ excerpt: '', chatTextAtMs: null, status: 'open' });
      }
      expect(await excerpt(reports.freshEdit)).toMatchObject({
        excerpt: 'you clown',
        chatTextAtMs: Date.parse(onDay(20)),
      });
      expect(await excerpt(reports.recent)).toMatchObject({ excerpt: 'you donkey' });
      expect(await excerpt(reports.post)).toMatchObject({
        excerpt: 'Posts are kept for good.',
        chatTextAtMs: null,
      });
      // No copy of what was reported is kept beside the reports (they are looked up in the log).
      expect(JSON.stringify(await reportsOf(store).find())).not.toMatch(/you fool|you idiot|first words/);
    });

    it('lets later events apply over the cleared report, and no redelivered one bring the text back', async () => {
      const [messageId, reportId] = [randomUUID(), randomUUID()];
      await given(0, sent(messageId, 'you fool'), reported(messageId, reportId));
      await expireOn(31);
      await project(0);
      expect(await excerpt(reportId)).toEqual({ excerpt: '', chatTextAtMs: null, status: 'open' });

      await given(31, {
        type: 'ReportUpheld',
        data: { reportId, moderatorId: randomUUID(), reason: 'Insult' },
      });
      expect(await excerpt(reportId)).toEqual({ excerpt: '', chatTextAtMs: null, status: 'upheld' });
      // A report of the forgotten message files nothing: its text is no longer anywhere to pin it to.
      await given(31, reported(messageId, randomUUID()));
      expect(await reportsOf(store).count()).toBe(1);
    });

    it('appends nothing while no copy is past the retention, and once for a job run twice', async () => {
      const [messageId, reportId] = [randomUUID(), randomUUID()];
      await given(0, sent(messageId, 'you fool'), reported(messageId, reportId));
      await expireOn(29);
      expect(await expiries()).toEqual([]);
      expect(await excerpt(reportId)).toMatchObject({ excerpt: 'you fool' });

      const run = expireChatTextHandler(eventStore, store, () => new Date(day0 + 40 * DAY_MS));
      const job = { id: 'expire-chat-text-1', name: 'expireChatText', payload: { before: onDay(10) } };
      for (const attempt of [1, 2]) await run({ ...job, attempt, reportProgress: async () => {} });
      expect(await expiries()).toEqual([{ before: onDay(10) }]);
    });
  });
}
