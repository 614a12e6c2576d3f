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
import { sendJsonArray } from '../http/jsonArray.js';

/**
 * An area's posts, newest first, one page at a time. The list is the spec's
 * array; the next page's cursor (the last post's sequence number) travels in
 * `X-Next-Cursor`, absent on the last page.
 */
export function postsRoutes(readStore: ReadStore): Router {
  const posts = readStore.collection<PostDto>(ReadModels.posts);
  const replies = readStore.collection<ReplyDto>(ReadModels.replies);
  const areas = readStore.collection<AreaDto>(ReadModels.areas);
  const router = new Router({ prefix: '/api' });

  router.get('/areas/:areaId/posts', async (ctx) => {
    const areaId = parseIdParam('areaId', ctx.params.areaId);
    if (!(await areas.get(areaId))) throw new DomainError('AREA.NOT_FOUND', `Area ${areaId} was not found.`);
    const { limit, topic, cursor } = parseInput(AreaPostsQuerySchema, ctx.query);
    const filter: Filter = { areaId };
    if (topic && topic !== 'all') filter.topicId = topic;
    if (cursor) filter.seq = { lt: Number(cursor) };
    const page = await findTexts(posts, filter, { sort: [['seq', 'desc']], limit: limit + 1 });
    const shown = page.slice(0, limit);
    if (page.length > limit) ctx.set('X-Next-Cursor', String((JSON.parse(shown.at(-1)!) as PostDto).seq));
    sendJsonArray(ctx, shown);
  });

  router.get('/posts/:postId', async (ctx) => {
    const postId = parseIdParam('postId', ctx.params.postId);
    const post = await posts.get(postId);
    if (!post) throw new DomainError('POST.NOT_FOUND', `Post ${postId} was not found.`);
    ctx.body = post;
  });

  router.get('/posts/:postId/comments', async (ctx) => {
    const postId = parseIdParam('postId', ctx.params.postId);
    if (!(await posts.get(postId))) throw new DomainError('POST.NOT_FOUND', `Post ${postId} was not found.`);
    sendJsonArray(ctx, await findTexts(replies, { postId }, { sort: [['seq', 'asc']], limit: 500 }));
  });

  return router;
}
