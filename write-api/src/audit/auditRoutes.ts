import { Router } from '@koa/router';
import {
  type AuditSubject,
  type AuditTimelineDto,
  channelStream,
  DomainError,
  parseDomainEvent,
  postStream,
  type RecordedEvent,
} from '@mohalla/contracts';
import type { CommandContext } from '@mohalla/domain';
import { type EventStore, parseIdParam } from '@mohalla/infra';
import type { Context } from 'koa';
import { requireModerator } from '../identity/requireModerator.js';
import type { MessageLocator } from '../moderation/messageLocator.js';

import { messageTimelineRules } from './messageTimeline.js';
import { loadPeople } from './people.js';
import { postTimelineRules } from './postTimeline.js';
import { recordAuditView } from './recordAuditView.js';
import { type AuditRecord, actorIds, buildTimeline, selectRecords, type TimelineRules } from './timeline.js';

export interface AuditRoutesDeps {
  eventStore: EventStore;
  contextOf(ctx: Context): CommandContext;
  locateMessage: MessageLocator;
  /** When a moderator's own suspension is judged. */
  clock: () => Date;
}

/**
 * The audit of a post (with its replies) or a chat message, read back from
 * the log itself (the chat index only says which channel holds a message),
 * with the real people behind the aliases. Moderators and admins only, and
 * every look is recorded (AuditViewed) before the answer leaves. Never
 * cached: it names people.
 */
export function auditRoutes({ eventStore, contextOf, locateMessage, clock }: AuditRoutesDeps): Router {
  const router = new Router({ prefix: '/api/moderation/audit' });

  const answer = async (
    ctx: Context,
    viewerId: string,
    subject: AuditSubject,
    stream: string,
    rules: TimelineRules,
    areaId: string,
  ) => {
    const records = selectRecords((await eventStore.readStream(stream)).map(toAuditRecord), rules);
    const people = await loadPeople(eventStore, actorIds(records, rules));
    const { items, entries } = buildTimeline(records, rules, people, areaId);
    const revealed = [...new Set(entries.map((e) => e.actor.userId))].filter((id) => people.has(id));
    await recordAuditView(eventStore, viewerId, subject, revealed, contextOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { subject, areaId, items, entries } satisfies AuditTimelineDto;
  };

  router.get('/post/:postId', async (ctx) => {
    const { userId } = await requireModerator(eventStore, ctx, clock(), 'audit content');
    const postId = parseIdParam('postId', ctx.params.postId);
    const [first] = await eventStore.readStream(postStream(postId), { maxCount: 1 });
    const published = first && parseDomainEvent(first);
    if (published?.type !== 'PostPublished') {
      throw new DomainError('POST.NOT_FOUND', `Post ${postId} was not found.`);
    }
    const subject = { kind: 'post', postId } as const;
    await answer(ctx, userId, subject, postStream(postId), postTimelineRules, published.data.areaId);
  });

  router.get('/message/:messageId', async (ctx) => {
    const { userId } = await requireModerator(eventStore, ctx, clock(), 'audit content');
    const messageId = parseIdParam('messageId', ctx.params.messageId);
    const { channelId, areaId } = await locateMessage(messageId);
    const subject = { kind: 'message', channelId, messageId } as const;
    const rules = messageTimelineRules(channelId, messageId);
    await answer(ctx, userId, subject, channelStream(channelId), rules, areaId);
  });

  return router;
}

function toAuditRecord(recorded: RecordedEvent): AuditRecord {
  const { type: _type, data: _data, ...rest } = recorded;
  return { ...rest, event: parseDomainEvent(recorded) };
}
