import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { documentSpec } from '../testing/documentSpec.js';
import { areaCreated, areaDeleted, contentHidden, contentRestored } from '../testing/events.js';
import { postPublished } from '../testing/postPublished.js';
import { at } from '../testing/testLog.js';
import { areaStatsKind, type CountedPost, countedPostKind } from './areaStatsProjection.js';

const stats = documentSpec(areaStatsKind);
const counted = documentSpec(countedPostKind);
const cityId = randomUUID();
const areaId = randomUUID();
const postId = randomUUID();
const area = areaCreated({ cityId, areaId });
// 20:00 UTC on the 24th is already the 25th in India.
const published = at('2026-11-24T20:00:00.000Z', postPublished({ postId, areaId, topicId: 'safety' }));
const shownPost: CountedPost = { _id: postId, areaId, day: '2026-11-25', topicId: 'safety', hidden: false };
const hiddenPost: CountedPost = { ...shownPost, hidden: true };
const oneSafetyPost = {
  _id: areaId,
  postsTotal: 1,
  postsByDay: { '2026-11-25': 1 },
  postsByTopic: { safety: 1 },
};
const none = { _id: areaId, postsTotal: 0, postsByDay: {}, postsByTopic: {} };

describe('the area stats projection', () => {
  it("counts a post in its area, on India's day, under its topic", () => {
    stats([area]).when(published).thenDocument(oneSafetyPost);
    counted().when(published).thenDocument(shownPost);
  });

  it('takes a hidden post off the counts and puts it back when restored', () => {
    stats([area, published]).when(contentHidden(postId), shownPost).thenDocument(none);
    counted([published]).when(contentHidden(postId)).thenDocument(hiddenPost);
    stats([area]).when(contentRestored(postId), hiddenPost).thenDocument(oneSafetyPost);
    counted([published, contentHidden(postId)])
      .when(contentRestored(postId))
      .thenDocument(shownPost);
  });

  it('counts nothing twice: hiding a hidden post, or a hidden reply, changes nothing', () => {
    stats([area, published]).when(contentHidden(postId), hiddenPost).thenUnchanged();
    counted([published, contentHidden(postId)])
      .when(contentHidden(postId))
      .thenUnchanged();
    stats([area, published]).when(contentHidden(postId, randomUUID()), shownPost).thenIgnored();
  });

  it('forgets a deleted area, its counts and its posts, and counts nothing for an unknown area', () => {
    stats([area, published]).when(areaDeleted(areaId, cityId)).thenDocument(null);
    counted([published]).when(areaDeleted(areaId, cityId)).thenDocument(null);
    stats().when(published).thenDocument(null);
  });
});
