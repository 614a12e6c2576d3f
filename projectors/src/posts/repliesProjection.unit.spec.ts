import { randomUUID } from 'node:crypto';
import type { ReplyDto } from '@mohalla/contracts';
import { describe, it } from 'vitest';
import { documentSpec } from '../testing/documentSpec.js';
import { contentHidden, contentRestored, postUpvoted, replyAdded } from '../testing/events.js';
import { at } from '../testing/testLog.js';
import type { Kept } from './hiddenShelves.js';
import { repliesProjection } from './repliesProjection.js';

const reply = documentSpec(repliesProjection);
const postId = randomUUID();
const replyId = randomUUID();
const added = at(
  '2026-11-24T09:45:00.000Z',
  replyAdded({
    postId,
    replyId,
    authorAlias: 'Brave Lotus 7',
    content: 'Since 6am.',
    mediaUrls: ['/api/files/a.jpg'],
  }),
);

/** The reply as the public reads it; `seq` is its event's position (the first in each spec). */
const shown = (changes: Partial<Kept<ReplyDto>> = {}): Kept<ReplyDto> => ({
  _id: replyId,
  id: replyId,
  postId,
  content: 'Since 6am.',
  mediaUrls: ['/api/files/a.jpg'],
  anonymous: true,
  authorAlias: 'Brave Lotus 7',
  userName: 'Brave Lotus 7',
  createdAt: '2026-11-24T09:45:00.000Z',
  seq: 1,
  ...changes,
});

describe('the replies projection', () => {
  it('shows a reply under its alias, anonymous', () => {
    reply().when(added).thenDocument(shown());
  });

  it('marks a hidden reply hidden and shows it again when restored', () => {
    reply([added])
      .when(contentHidden(postId, replyId))
      .thenDocument(shown({ hidden: true }));
    reply([added, contentHidden(postId, replyId)])
      .when(contentRestored(postId, replyId))
      .thenDocument(shown());
  });

  it('changes nothing when hiding a hidden reply or restoring a shown one', () => {
    reply([added, contentHidden(postId, replyId)])
      .when(contentHidden(postId, replyId))
      .thenUnchanged();
    reply([added]).when(contentRestored(postId, replyId)).thenUnchanged();
  });

  it('leaves the post itself to the posts projection: hiding a post or upvoting it is no reply event', () => {
    reply([added]).when(contentHidden(postId)).thenIgnored();
    reply([added]).when(postUpvoted(postId)).thenIgnored();
  });

  it('makes nothing of hiding a reply it never saw', () => {
    reply().when(contentHidden(postId, replyId)).thenDocument(null);
  });
});
