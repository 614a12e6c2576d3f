import { Router } from '@koa/router';
import {
  type PublishPostAnswer,
  PublishPostBodySchema,
  type ReplyAnswer,
  ReplyBodySchema,
  type ReportAnswer,
  ReportBodySchema,
  type UpvoteResult,
} from '@mohalla/contracts';
import type { CommandContext } from '@mohalla/domain';
import { parseIdParam, parseInput, requireSession } from '@mohalla/infra';
import type { Context } from 'koa';
import { addReply, type PostsDeps, publishPost, reportContent, upvotePost } from './postCommands.js';

export interface PostsRoutesDeps extends PostsDeps {
  contextOf(ctx: Context): CommandContext;
}

/**
 * Posting, replying, upvoting and reporting: signed-in residents only. The
 * post decider enforces the content rules the browser runs, so a modified
 * client gains nothing.
 */
export function postsRoutes({ contextOf, ...deps }: PostsRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/areas/:areaId/posts', async (ctx) => {
    const { userId } = requireSession(ctx, 'create posts');
    const areaId = parseIdParam('areaId', ctx.params.areaId);
    const body = parseInput(PublishPostBodySchema, ctx.request.body);
    const context = contextOf(ctx);
    const published = await publishPost(deps, userId, areaId, body, context);
    ctx.status = 201;
    ctx.set('X-Log-Position', String(published.position));
    ctx.body = {
      _id: published.postId,
      id: published.postId,
      areaId,
      authorAlias: published.authorAlias,
      position: published.position,
    } satisfies PublishPostAnswer;
  });

  router.post('/posts/:postId/comments', async (ctx) => {
    const { userId } = requireSession(ctx, 'reply to posts');
    const postId = parseIdParam('postId', ctx.params.postId);
    const body = parseInput(ReplyBodySchema, ctx.request.body);
    const context = contextOf(ctx);
    const reply = await addReply(deps, userId, postId, body, context);
    ctx.status = 201;
    ctx.body = {
      _id: reply.replyId,
      id: reply.replyId,
      postId,
      authorAlias: reply.authorAlias,
      position: reply.position,
    } satisfies ReplyAnswer;
  });

  router.post('/posts/:postId/upvote', async (ctx) => {
    const { userId } = requireSession(ctx, 'upvote posts');
    const postId = parseIdParam('postId', ctx.params.postId);
    const result = await upvotePost(deps.eventStore, userId, postId, contextOf(ctx));
    ctx.body = { success: true, upvoted: true, ...result } satisfies UpvoteResult;
  });

  router.post('/posts/:postId/report', async (ctx) => {
    const { userId } = requireSession(ctx, 'report content');
    const postId = parseIdParam('postId', ctx.params.postId);
    const body = parseInput(ReportBodySchema, ctx.request.body ?? {});
    const result = await reportContent(deps.eventStore, userId, postId, body, contextOf(ctx));
    ctx.status = 201;
    ctx.body = { success: true, ...result } satisfies ReportAnswer;
  });

  return router;
}
