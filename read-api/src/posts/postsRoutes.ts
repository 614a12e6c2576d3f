import { Router } from '@koa/router';
import { type AreaDto, type PostDto, ReadModels, type ReplyDto, TOPICS } from '@mohalla/contracts';
import { DomainError, type Filter, invalidField, parseIdParam, type ReadStore } from '@mohalla/infra';

const PAGE_DEFAULT = 20;
const PAGE_MAX = 50;

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
    const limit = pageSize(ctx.query.limit);
    const filter: Filter = { areaId };
    const topic = single(ctx.query.topic);
    if (topic && topic !== 'all') {
      if (!TOPICS.some((t) => t.id === topic)) throw invalidField('topic', 'must be one of the eight topics');
      filter.topicId = topic;
    }
    const cursor = single(ctx.query.cursor);
    if (cursor) {
      if (!/^\d{1,15}$/.test(cursor))
        throw invalidField('cursor', 'must be the X-Next-Cursor of the previous page');
      filter.seq = { lt: Number(cursor) };
    }
    const page = await posts.find(filter, { sort: [['seq', 'desc']], limit: limit + 1 });
    const shown = page.slice(0, limit);
    if (page.length > limit) ctx.set('X-Next-Cursor', String(shown.at(-1)!.seq));
    ctx.body = shown;
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
    ctx.body = await replies.find({ postId }, { sort: [['seq', 'asc']], limit: 500 });
  });

  return router;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function pageSize(raw: string | string[] | undefined): number {
  const value = single(raw);
  if (value === undefined || value === '') return PAGE_DEFAULT;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > PAGE_MAX)
    throw invalidField('limit', `must be a whole number from 1 to ${PAGE_MAX}`);
  return n;
}
