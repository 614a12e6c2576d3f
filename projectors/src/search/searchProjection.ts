import type { ProjectionName } from '@mohalla/contracts';
import type { Projection } from '../projection.js';
import {
  openSearchPlaces,
  putArea,
  putCity,
  removeArea,
  removeCity,
  renameArea,
  SEARCH_AREAS,
  SEARCH_CITIES,
} from './searchPlaces.js';
import {
  countReply,
  countUpvote,
  erasePostsBy,
  publishPost,
  SEARCH_POSTS,
  searchPostsOf,
  setPostHidden,
} from './searchPosts.js';

/**
 * Keeps the search index in step with the log: posts for the search page
 * (their counters only in the working copy, see searchPosts.ts), cities and
 * areas for the chooser.
 * Writes only through `targets` (the live index, or a fresh generation and
 * fresh collections during a rebuild), every write guarded by the event's
 * position, so a redelivered event changes nothing. Hidden posts leave the
 * index through `setPostHidden` (see searchPosts.ts): one case per event.
 */
export const searchProjection: Projection = {
  name: 'search' satisfies ProjectionName,
  // `user`: a person's erasure (issue 16).
  categories: ['city', 'area', 'post', 'user'],
  handles: [
    'CityCreated',
    'CityUpdated',
    'CityDeleted',
    'AreaCreated',
    'AreaUpdated',
    'AreaDeleted',
    'PostPublished',
    'PostUpvoted',
    'ReplyAdded',
    'ContentHidden',
    'ContentRestored',
    'PersonErased',
  ],
  collections: [SEARCH_POSTS, SEARCH_CITIES, SEARCH_AREAS],
  open(store) {
    searchPostsOf(store);
    openSearchPlaces(store);
  },
  async apply(event, targets) {
    const at = event.position;
    switch (event.type) {
      case 'CityCreated':
      case 'CityUpdated': {
        const { cityId, name, state, country } = event.data;
        return putCity({ _id: cityId, name, state, country }, at, targets);
      }
      case 'CityDeleted':
        return removeCity(event.data.cityId, at, targets);
      case 'AreaCreated': {
        const { areaId, name, cityId } = event.data;
        return putArea({ _id: areaId, name, cityId }, at, targets);
      }
      case 'AreaUpdated':
        return renameArea(event.data.areaId, event.data.name, at, targets);
      case 'AreaDeleted':
        return removeArea(event.data.areaId, at, targets);
      case 'PostPublished': {
        const { postId, areaId, cityId, authorAlias, postType, topicId, title, content } = event.data;
        const post = {
          id: postId,
          areaId,
          cityId,
          type: postType,
          ...(topicId ? { topicId } : {}),
          title,
          content,
          authorAlias,
          createdAt: event.metadata.at,
          upvotes: 0,
          replyCount: 0,
        };
        return publishPost(post, event.data.authorId, at, targets);
      }
      case 'PostUpvoted':
        return countUpvote(event.data.postId, at, targets);
      case 'ReplyAdded':
        return countReply(event.data.postId, at, targets);
      // A moderator hid or restored the post, or one of its replies (out of, or back in, its reply count).
      case 'ContentHidden':
      case 'ContentRestored': {
        const hiding = event.type === 'ContentHidden';
        if (event.data.replyId !== null) return countReply(event.data.postId, at, targets, hiding ? -1 : 1);
        return setPostHidden(event.data.postId, hiding, at, targets);
      }
      case 'PersonErased':
        return erasePostsBy(event.data.userId, at, targets);
      default:
        return;
    }
  },
};
