import {
  POST_UPVOTES_READ_MODEL,
  type PostDto,
  type PostUpvoteDocument,
  postUpvoteId,
} from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Context, Middleware } from 'koa';

/** Who is reading: the signed-in person's id, or null for a guest (or when sessions are not checked). */
export const readerOf = (ctx: Context): string | null => ctx.state.session?.userId ?? null;

/** The answer differs by who asks: no shared cache may hand one reader's to another. */
export function varyByReader(ctx: Context): void {
  ctx.vary('Cookie');
  ctx.vary('Authorization');
}

/** For reads that are not signed-in only: no session is checked, everyone reads as a guest. */
export const everyoneAGuest: Middleware = (_ctx, next) => next();

/**
 * Marks posts with whether the reader upvoted each (`upvotedByMe`): one
 * lookup by ids in the posts projection's upvotes, for a whole page. A
 * guest's posts are handed back untouched (a guest has upvoted nothing, and
 * their answer stays the stored documents).
 */
export function upvotedByMe(readStore: ReadStore) {
  const upvotes = readStore.collection<PostUpvoteDocument>(POST_UPVOTES_READ_MODEL);
  return async <P extends PostDto>(ctx: Context, posts: readonly P[]): Promise<P[]> => {
    varyByReader(ctx);
    const userId = readerOf(ctx);
    if (userId === null || posts.length === 0) return [...posts];
    const found = await upvotes.find({ _id: { in: posts.map((post) => postUpvoteId(post._id, userId)) } });
    const upvoted = new Set(found.map((upvote) => upvote.postId));
    return posts.map((post) => ({ ...post, upvotedByMe: upvoted.has(post._id) }));
  };
}
