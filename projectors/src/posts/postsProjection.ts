import {
  ERASED_AUTHOR_ALIAS,
  ERASED_TEXT,
  type PostDto,
  type ProjectionName,
  ReadModels,
  TOPICS,
} from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import { applyToDocuments, documentProjection } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';
import { erasableAuthorship } from './erasedAuthors.js';
import { hiddenShelves, type Kept, withHidden } from './hiddenShelves.js';
import { postUpvotesKind, postUpvotesOf } from './postUpvotes.js';

export const postsOf = (store: ReadStore) =>
  store.collection<PostDto>(ReadModels.posts, {
    // An area's posts newest first, all or one topic's, a cursor (`seq` below) at a time.
    indexes: [
      ['areaId', ['seq', 'desc']],
      ['areaId', 'topicId', ['seq', 'desc']],
    ],
  });

/** Posts a moderator hid: out of every public read, kept (and counted on) until restored. */
const HIDDEN_POSTS = 'hidden_posts';
const hiddenPostsOf = (store: ReadStore) => store.collection<PostDto>(HIDDEN_POSTS);

const topicName = (topicId: string | null) => TOPICS.find((t) => t.id === topicId)?.name ?? null;

const HANDLES = ['PostPublished', 'ReplyAdded', 'PostUpvoted', 'ContentHidden', 'ContentRestored'] as const;
type PostEvent = ProjectedEvent & { type: (typeof HANDLES)[number] };
const isPostEvent = (event: ProjectedEvent): event is PostEvent =>
  (HANDLES as readonly string[]).includes(event.type);

/** A post as its events leave it; `hidden` while a moderator has it hidden. Pure. */
export function evolvePost(post: Kept<PostDto> | null, event: ProjectedEvent): Kept<PostDto> | null {
  if (!isPostEvent(event)) return post;
  switch (event.type) {
    case 'PostPublished': {
      const { postId, areaId, cityId, authorAlias, postType, topicId, title, content, imageUrl, mediaUrls } =
        event.data;
      return {
        _id: postId,
        id: postId,
        areaId,
        cityId,
        type: postType,
        topicId,
        topicName: topicName(topicId),
        title,
        content,
        imageUrl,
        mediaUrls,
        upvotes: 0,
        replyCount: 0,
        authorAlias,
        userName: authorAlias,
        createdAt: event.metadata.at,
        seq: event.position,
      };
    }
    case 'ReplyAdded':
      return post && { ...post, replyCount: post.replyCount + 1 };
    case 'PostUpvoted':
      return post && { ...post, upvotes: post.upvotes + 1 };
    case 'ContentHidden':
    case 'ContentRestored': {
      if (!post) return null;
      const hiding = event.type === 'ContentHidden';
      if (event.data.replyId !== null) {
        // A hidden reply no longer counts in its post's replies; restored, it counts again.
        return { ...post, replyCount: Math.max(0, post.replyCount + (hiding ? -1 : 1)) };
      }
      return withHidden(post, hiding);
    }
  }
}

/**
 * Posts as the public reads them: the author is their area alias, never who
 * they are. A post a moderator hides moves to a private shadow collection
 * (still counting upvotes and replies) and moves back when restored; a
 * hidden reply no longer counts in its post's replies.
 */
const posts = documentProjection<Kept<PostDto>>({
  name: 'posts' satisfies ProjectionName,
  categories: ['post'],
  handles: HANDLES,
  collections: [ReadModels.posts, HIDDEN_POSTS],
  open(store) {
    postsOf(store);
    hiddenPostsOf(store);
  },
  canHandle: isPostEvent,
  documentId: (event) => (event as PostEvent).data.postId,
  opens: (event) => event.type === 'PostPublished',
  evolve: evolvePost,
  shelves: hiddenShelves(ReadModels.posts, HIDDEN_POSTS, (event) => {
    const e = event as PostEvent;
    return (e.type === 'ContentHidden' || e.type === 'ContentRestored') && e.data.replyId === null;
  }),
});

/** An erased author's posts read as removed, without their files; upvotes and replies stay. */
const postAuthors = erasableAuthorship({
  collection: 'post_authors',
  authored: (event) =>
    event.type === 'PostPublished' ? { id: event.data.postId, authorId: event.data.authorId } : null,
  shelves: [ReadModels.posts, HIDDEN_POSTS],
  erasedFields: {
    title: ERASED_TEXT,
    content: ERASED_TEXT,
    authorAlias: ERASED_AUTHOR_ALIAS,
    userName: ERASED_AUTHOR_ALIAS,
    imageUrl: null,
    mediaUrls: [],
  } satisfies Partial<PostDto>,
});

/**
 * The posts, and beside them who upvoted which (`postUpvotes.ts`): one
 * projection, so a read waiting for an upvote's position to reach the posts
 * finds both, and a rebuild of the posts rebuilds the upvotes with them.
 * `evolve` and the rest are the posts' own (their given/when/then specs).
 */
export const postsProjection: typeof posts = {
  ...posts,
  // A person's erasure is in their user stream (issue 16).
  categories: [...posts.categories, 'user'],
  handles: [...posts.handles, 'PersonErased'],
  collections: [...posts.collections, ...postUpvotesKind.collections, ...postAuthors.collections],
  open(store) {
    posts.open?.(store);
    postUpvotesOf(store);
    postAuthors.open(store);
  },
  async apply(event, targets) {
    await posts.apply(event, targets);
    await applyToDocuments(postUpvotesKind, event, targets.store);
    await postAuthors.apply(event, targets.store);
  },
};
