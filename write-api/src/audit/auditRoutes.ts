import { Router } from '@koa/router';
import { type AuditSubject, type AuditTimelineDto, parseDomainEvent } from '@mohalla/contracts';
import { DomainError, type EventStore, parseIdParam } from '@mohalla/infra';
import type { Context } from 'koa';
import type { CommandContext } from '../commands/commandContext.js';
import { requireModerator } from '../moderation/requireModerator.js';
import { postStream } from '../posts/postDecider.js';
import { loadPeople } from './people.js';
import { postTimelineRules } from './postTimeline.js';
import { recordAuditView } from './recordAuditView.js';
import { type AuditRecord, actorIds, buildTimeline, type TimelineRules } from './timeline.js';

export interface AuditRoutesDeps {
  eventStore: EventStore;
  contextOf(ctx: Context): CommandContext;
}

/**
 * The audit of a post (with its replies) or a chat message, read back from
 * the log itself, with the real people behind the aliases. Moderators and
 * admins only, and every look is recorded (AuditViewed) before the answer
 * leaves. Never cached: it names people.
 */
export function auditRoutes({ eventStore, contextOf }: AuditRoutesDeps): Router {
  const router = new Router({ prefix: '/api/moderation/audit' });

  const answer = async (
    ctx: Context,
    viewerId: string,
    subject: AuditSubject,
    records: AuditRecord[],
    rules: TimelineRules,
    areaId: string,
  ) => {
    const people = await loadPeople(eventStore, actorIds(records, rules));
    const { items, entries } = buildTimeline(records, rules, people, areaId);
    const revealed = [...new Set(entries.map((e) => e.actor.userId))].filter((id) => people.has(id));
    await recordAuditView(eventStore, viewerId, subject, revealed, contextOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { subject, areaId, items, entries } satisfies AuditTimelineDto;
  };

  router.get('/post/:postId', async (ctx) => {
    const { userId } = await requireModerator(eventStore, ctx, 'audit content');
    const postId = parseIdParam('postId', ctx.params.postId);
    const records = (await eventStore.readStream(postStream(postId))).map(toAuditRecord);
    const first = records[0]?.event;
    if (first?.type !== 'PostPublished')
      throw new DomainError('POST.NOT_FOUND', `Post ${postId} was not found.`);
    await answer(ctx, userId, { kind: 'post', postId }, records, postTimelineRules, first.data.areaId);
  });

  return router;
}

function toAuditRecord(
  recorded: Parameters<typeof parseDomainEvent>[0] & Omit<AuditRecord, 'event'>,
): AuditRecord {
  const { type: _type, data: _data, ...rest } = recorded;
  return { ...rest, event: parseDomainEvent(recorded) };
}
