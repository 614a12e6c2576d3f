import { ERASED_AUTHOR_ALIAS, ERASED_TEXT } from '@mohalla/contracts';
import type { PostDocument, ReadStore } from '@mohalla/infra';
import type { ProjectionTargets } from '../projection.js';

/**
 * The search projection's own copy of each post: what it needs to re-index a
 * post when a counter changes, without reading another projection's
 * collection (so it rebuilds alone). `hidden` posts stay here, out of the index.
 */
export interface SearchPost extends PostDocument {
  _id: string;
  hidden: boolean;
  /** Who wrote it, never indexed: their erasure (issue 16) finds their posts by it. */
  authorId?: string;
  /** Its author erased themselves: out of the index for good, its words gone from this copy too. */
  erased?: true;
}
export const SEARCH_POSTS = 'search_posts';
export const searchPostsOf = (store: ReadStore) =>
  store.collection<SearchPost>(SEARCH_POSTS, { indexes: [['authorId']] });

/**
 * Brings the index in line with the working copy, at the event's position.
 * Called even when the working copy was already at that position (a
 * redelivery after a crash between the two writes): the index's own guard
 * makes the repeat harmless.
 */
async function reindex(post: SearchPost, position: number, { search }: ProjectionTargets): Promise<void> {
  if (post.hidden || post.erased) {
    await search.removePost(post._id, position);
    return;
  }
  const { _id, hidden, authorId: _author, erased: _erased, ...doc } = post;
  await search.upsertPost(doc, position);
}

export async function publishPost(
  post: PostDocument,
  authorId: string,
  position: number,
  targets: ProjectionTargets,
) {
  const posts = searchPostsOf(targets.store);
  const stored: SearchPost = { ...post, _id: post.id, hidden: false, authorId };
  const wrote = await posts.put(stored, position);
  await reindex(wrote ? stored : ((await posts.get(post.id)) ?? stored), position, targets);
}

/**
 * A changed field in the working copy, then (when `reindexing`) the index: a
 * missing post (never published) is ignored.
 */
async function changePost(
  postId: string,
  change: (post: SearchPost) => Partial<SearchPost>,
  position: number,
  targets: ProjectionTargets,
  reindexing: boolean,
): Promise<void> {
  const posts = searchPostsOf(targets.store);
  const current = await posts.get(postId);
  if (!current) return;
  const fields = change(current);
  const wrote = await posts.patch(postId, fields, position);
  if (reindexing) await reindex(wrote ? { ...current, ...fields } : current, position, targets);
}

/*
 * Counters change no indexed text: no search ranks or filters by them, and
 * search answers show each post as the posts read model has it (with its
 * current counts). So a counter changes only the working copy, not the
 * index (a write per upvote there was most of the search projection's cost);
 * the index's copy of the counters is the one of its last indexed write
 * (published, hidden, restored).
 */
export const countUpvote = (postId: string, position: number, targets: ProjectionTargets) =>
  changePost(postId, (p) => ({ upvotes: p.upvotes + 1 }), position, targets, false);

/** A reply added (or restored: `by` 1), or hidden by a moderator (`by` -1). */
export const countReply = (postId: string, position: number, targets: ProjectionTargets, by: 1 | -1 = 1) =>
  changePost(postId, (p) => ({ replyCount: Math.max(0, p.replyCount + by) }), position, targets, false);

/**
 * Hiding and restoring a post (issue 9's ContentHidden / ContentRestored
 * with `replyId: null`) is one case each in the projection:
 *   `case 'ContentHidden': if (!event.data.replyId) await setPostHidden(event.data.postId, true, event.position, targets); return;`
 * A hidden post leaves the index through `removePost` (a tombstone, so a
 * replayed older event cannot bring it back) and stays out while it gets
 * upvotes or replies; restoring writes it back from the working copy.
 */
export const setPostHidden = (
  postId: string,
  hidden: boolean,
  position: number,
  targets: ProjectionTargets,
) => changePost(postId, () => ({ hidden }), position, targets, true);

/** Their author erased themselves (issue 16): each of their posts leaves the index, and its words this copy. */
export async function erasePostsBy(userId: string, position: number, targets: ProjectionTargets) {
  for (const post of await searchPostsOf(targets.store).find({ authorId: userId })) {
    const erased = {
      erased: true as const,
      title: ERASED_TEXT,
      content: ERASED_TEXT,
      authorAlias: ERASED_AUTHOR_ALIAS,
    };
    await changePost(post._id, () => erased, position, targets, true);
  }
}
