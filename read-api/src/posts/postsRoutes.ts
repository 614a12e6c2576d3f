import { Router } from '@koa/router';
import {
  type AreaDto,
  AreaPostsQuerySchema,
  DomainError,
  type PostDto,
  ReadModels,
  type ReplyDto,
} from '@mohalla/contracts';
import { type Filter, findTexts, parseIdParam, parseInput, type ReadStore } from '@mohalla/infra';
import type { Middleware } from 'koa';
import { sendJsonArray } from '../http/jsonArray.js';
import { readerOf, upvotedByMe, varyByReader } from './upvotedByMe.js';

/**
 * An area's posts, newest first, one page at a time. The list is the spec's
 * array; the next page's cursor (the last post's sequence number) travels in
 * `X-Next-Cursor`, absent on the last page. A signed-in reader's posts say
 * whether they upvoted each (`upvotedByMe`); `reader` finds who is reading.
 */
export function postsRoutes(readStore: ReadStore, reader: Middleware): Router {
  const posts = readStore.collection<PostDto>(ReadModels.posts);
  const replies = readStore.collection<ReplyDto>(ReadModels.replies);
  const areas = readStore.collection<AreaDto>(ReadModels.areas);
  const markUpvoted = upvotedByMe(readStore);
  const router = new Router({ prefix: '/api' });

  router.get('/areas/:areaId/posts', reader, async (ctx) => {
    const areaId = parseIdParam('areaId', ctx.params.areaId);
    if (!(await areas.get(areaId))) throw new DomainError('AREA.NOT_FOUND', `Area ${areaId} was not found.`);
    const { limit, topic, cursor } = parseInput(AreaPostsQuerySchema, ctx.query);
    const filter: Filter = { areaId };
    if (topic && topic !== 'all') filter.topicId = topic;
    if (cursor) filter.seq = { lt: Number(cursor) };
    const page = await findTexts(posts, filter, { sort: [['seq', 'desc']], limit: limit + 1 });
    const shown = page.slice(0, limit);
    if (page.length > limit) ctx.set('X-Next-Cursor', String((JSON.parse(shown.at(-1)!) as PostDto).seq));
    // A guest's page is the stored documents as they are; a reader's is marked, so parsed.
    if (readerOf(ctx) === null) {
      varyByReader(ctx);
      sendJsonArray(ctx, shown);
    } else
      ctx.body = await markUpvoted(
        ctx,
        shown.map((text) => JSON.parse(text) as PostDto),
      );
  });

  router.get('/posts/:postId', reader, async (ctx) => {
    const postId = parseIdParam('postId', ctx.params.postId);
    const post = await posts.get(postId);
    if (!post) throw new DomainError('POST.NOT_FOUND', `Post ${postId} was not found.`);
    [ctx.body] = await markUpvoted(ctx, [post]);
  });

  router.get('/posts/:postId/comments', async (ctx) => {
    const postId = parseIdParam('postId', ctx.params.postId);
    if (!(await posts.get(postId))) throw new DomainError('POST.NOT_FOUND', `Post ${postId} was not found.`);
    sendJsonArray(ctx, await findTexts(replies, { postId }, { sort: [['seq', 'asc']], limit: 500 }));
  });

  return router;
}
