import { Router } from '@koa/router';
import {
  DecideReportBodySchema,
  ModerateMessageBodySchema,
  ModeratePostBodySchema,
  ModerateUserBodySchema,
  type ModerationReceipt,
  RestoreMessageBodySchema,
  RestorePostBodySchema,
  SuspendUserBodySchema,
} from '@mohalla/contracts';
import type { CommandContext } from '@mohalla/domain';
import { type EventStore, parseIdParam, parseInput } from '@mohalla/infra';
import type { Context } from 'koa';
import { requireModerator } from '../identity/requireModerator.js';
import type { MessageLocator } from './messageLocator.js';
import { type ModerationOutcome, moderateMessage, moderatePost, moderateUser } from './moderationCommands.js';

export interface ModerationRoutesDeps {
  eventStore: EventStore;
  contextOf(ctx: Context): CommandContext;
  locateMessage: MessageLocator;
  /** When a moderator's own suspension is judged. */
  clock: () => Date;
}

/**
 * Moderators' actions, each a command whose events land in the stream of
 * what it decides about: hide and restore posts, replies and chat messages
 * (found in their channel through the chat index), dismiss and uphold
 * reports, warn, suspend and reinstate people. Moderators and admins only;
 * every action needs a reason (400 naming `reason`).
 */
export function moderationRoutes({
  eventStore,
  contextOf,
  locateMessage,
  clock,
}: ModerationRoutesDeps): Router {
  const router = new Router({ prefix: '/api/moderation' });
  const answer = (ctx: Context, outcome: ModerationOutcome) => {
    ctx.set('X-Log-Position', String(outcome.position));
    ctx.body = { success: true, ...outcome } satisfies ModerationReceipt;
  };

  router.post('/posts/:postId/hide', async (ctx) => {
    const { userId } = await requireModerator(eventStore, ctx, clock(), 'hide content');
    const postId = parseIdParam('postId', ctx.params.postId);
    const { reason, replyId = null, reportId = null } = parseInput(ModeratePostBodySchema, ctx.request.body);
    const data = { postId, replyId, reportId, moderatorId: userId, reason };
    answer(ctx, await moderatePost(eventStore, { type: 'HideContent', data }, contextOf(ctx)));
  });

  router.post('/posts/:postId/restore', async (ctx) => {
    const { userId } = await requireModerator(eventStore, ctx, clock(), 'restore content');
    const postId = parseIdParam('postId', ctx.params.postId);
    const { reason, replyId = null } = parseInput(RestorePostBodySchema, ctx.request.body);
    const data = { postId, replyId, moderatorId: userId, reason };
    answer(ctx, await moderatePost(eventStore, { type: 'RestoreContent', data }, contextOf(ctx)));
  });

  for (const decision of ['dismiss', 'uphold'] as const) {
    router.post(`/posts/:postId/reports/:reportId/${decision}`, async (ctx) => {
      const { userId } = await requireModerator(eventStore, ctx, clock(), `${decision} reports`);
      const postId = parseIdParam('postId', ctx.params.postId);
      const reportId = parseIdParam('reportId', ctx.params.reportId);
      const { reason, hide = true } = parseInput(DecideReportBodySchema, ctx.request.body);
      const common = { postId, reportId, moderatorId: userId, reason };
      const command =
        decision === 'dismiss'
          ? { type: 'DismissReport' as const, data: common }
          : { type: 'UpholdReport' as const, data: { ...common, hide } };
      answer(ctx, await moderatePost(eventStore, command, contextOf(ctx)));
    });
  }

  router.post('/messages/:messageId/hide', async (ctx) => {
    const { userId } = await requireModerator(eventStore, ctx, clock(), 'hide content');
    const messageId = parseIdParam('messageId', ctx.params.messageId);
    const { reason, reportId = null } = parseInput(ModerateMessageBodySchema, ctx.request.body);
    const { channelId } = await locateMessage(messageId);
    const data = { channelId, messageId, reportId, moderatorId: userId, reason };
    answer(ctx, await moderateMessage(eventStore, { type: 'HideMessage', data }, contextOf(ctx)));
  });

  router.post('/messages/:messageId/restore', async (ctx) => {
    const { userId } = await requireModerator(eventStore, ctx, clock(), 'restore content');
    const messageId = parseIdParam('messageId', ctx.params.messageId);
    const { reason } = parseInput(RestoreMessageBodySchema, ctx.request.body);
    const { channelId } = await locateMessage(messageId);
    const data = { channelId, messageId, moderatorId: userId, reason };
    answer(ctx, await moderateMessage(eventStore, { type: 'RestoreMessage', data }, contextOf(ctx)));
  });

  for (const decision of ['dismiss', 'uphold'] as const) {
    router.post(`/messages/:messageId/reports/:reportId/${decision}`, async (ctx) => {
      const { userId } = await requireModerator(eventStore, ctx, clock(), `${decision} reports`);
      const messageId = parseIdParam('messageId', ctx.params.messageId);
      const reportId = parseIdParam('reportId', ctx.params.reportId);
      const { reason, hide = true } = parseInput(DecideReportBodySchema, ctx.request.body);
      const { channelId } = await locateMessage(messageId);
      const common = { channelId, messageId, reportId, moderatorId: userId, reason };
      const command =
        decision === 'dismiss'
          ? { type: 'DismissMessageReport' as const, data: common }
          : { type: 'UpholdMessageReport' as const, data: { ...common, hide } };
      answer(ctx, await moderateMessage(eventStore, command, contextOf(ctx)));
    });
  }

  router.post('/users/:userId/warn', async (ctx) => {
    const moderator = await requireModerator(eventStore, ctx, clock(), 'warn people');
    const userId = parseIdParam('userId', ctx.params.userId);
    const { reason } = parseInput(ModerateUserBodySchema, ctx.request.body);
    const data = { userId, moderatorId: moderator.userId, reason };
    answer(ctx, await moderateUser(eventStore, { type: 'WarnUser', data }, contextOf(ctx)));
  });

  router.post('/users/:userId/suspend', async (ctx) => {
    const moderator = await requireModerator(eventStore, ctx, clock(), 'suspend people');
    const userId = parseIdParam('userId', ctx.params.userId);
    const { reason, until } = parseInput(SuspendUserBodySchema, ctx.request.body);
    const context = contextOf(ctx);
    const data = {
      userId,
      moderatorId: moderator.userId,
      reason,
      until: until ?? null,
      now: context.now,
      byAdmin: moderator.isAdmin,
    };
    answer(ctx, await moderateUser(eventStore, { type: 'SuspendUser', data }, context));
  });

  router.post('/users/:userId/reinstate', async (ctx) => {
    const moderator = await requireModerator(eventStore, ctx, clock(), 'reinstate people');
    const userId = parseIdParam('userId', ctx.params.userId);
    const { reason } = parseInput(ModerateUserBodySchema, ctx.request.body);
    const data = { userId, moderatorId: moderator.userId, reason };
    answer(ctx, await moderateUser(eventStore, { type: 'ReinstateUser', data }, contextOf(ctx)));
  });

  return router;
}
