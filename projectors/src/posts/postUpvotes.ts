import { POST_UPVOTES_READ_MODEL, type PostUpvoteDocument, postUpvoteId } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { DocumentKind } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';

/** Looked up by id only (`postUpvoteId`): no index beyond the key. */
export const postUpvotesOf = (store: ReadStore) =>
  store.collection<PostUpvoteDocument>(POST_UPVOTES_READ_MODEL);

type Upvoted = ProjectedEvent & { type: 'PostUpvoted' };
const isUpvote = (event: ProjectedEvent): event is Upvoted => event.type === 'PostUpvoted';

/**
 * Who upvoted which post, one document per upvote, so a signed-in reader's
 * page says which of its posts they upvoted in one lookup by ids. The log
 * holds one PostUpvoted per person and post (the decider refuses repeats);
 * an upvote stays when its post is hidden, as the post's count does.
 */
export const postUpvotesKind: DocumentKind<PostUpvoteDocument> = {
  collections: [POST_UPVOTES_READ_MODEL],
  canHandle: isUpvote,
  documentId: (event) => {
    const { postId, userId } = (event as Upvoted).data;
    return postUpvoteId(postId, userId);
  },
  opens: isUpvote,
  evolve: (upvote, event) => {
    if (!isUpvote(event)) return upvote;
    const { postId, userId } = event.data;
    return { _id: postUpvoteId(postId, userId), postId, userId };
  },
};
