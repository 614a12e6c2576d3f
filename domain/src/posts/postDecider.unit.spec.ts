import type { DomainEvent } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.js';
import { postPublished, replyAdded } from '../testing/events.js';
import { decidePost, evolvePost, initialPostState, type PostCommand, type PostState } from './postDecider.js';

const given = deciderSpec<PostState, PostCommand>({
  decide: decidePost,
  evolve: evolvePost,
  initialState: initialPostState,
});
const postId = '11111111-2222-4333-8444-555555555555';
const areaId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const author = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const reader = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const replyId = '66666666-7777-4888-8999-aaaaaaaaaaaa';
const published = postPublished({
  postId,
  areaId,
  authorId: author,
  topicId: 'food',
  title: 'Best dosa near the station?',
  content: 'Looking for a crisp masala dosa before 8 am.',
});
const upvoted: DomainEvent = { type: 'PostUpvoted', data: { postId, userId: reader } };
const replied = replyAdded({ postId, replyId, authorId: reader, content: 'Try the corner udupi.' });

describe('post decider', () => {
  it('publishes a post once', () => {
    given()
      .when({ type: 'PublishPost', data: published.data as never })
      .thenEmits([published]);
    given([published])
      .when({ type: 'PublishPost', data: published.data as never })
      .thenRefuses('CONCURRENCY.CONFLICT');
  });

  it('refuses a post or a reply the content rules block, with their findings; lets through what only needs the guidelines', () => {
    const publish = (change: object): PostCommand =>
      ({ type: 'PublishPost', data: { ...published.data, ...change } }) as PostCommand;
    const blocked = publish({ content: 'Ganja milega, DM me for rates this weekend' });
    given().when(blocked).thenRefuses('POST.REFUSED_BY_MODERATION');
    given([published])
      .when({ type: 'AddReply', data: { ...replied.data, content: 'ganja milega here' } } as PostCommand)
      .thenRefuses('POST.REFUSED_BY_MODERATION');
    expect(() => decidePost(blocked, initialPostState)).toThrow(
      expect.objectContaining({
        extra: {
          moderation: expect.objectContaining({
            findings: expect.arrayContaining([expect.objectContaining({ severity: 'critical' })]),
          }),
        },
      }),
    );
    const review = publish({
      title: 'Side income for homemakers',
      content: 'Passive income with guaranteed returns, daily income from your phone',
    });
    given()
      .when(review)
      .thenEmits([{ type: 'PostPublished', data: review.data } as DomainEvent]);
  });

  it('counts one upvote per person: a repeat changes nothing', () => {
    given([published])
      .when({ type: 'UpvotePost', data: { postId, userId: reader } })
      .thenEmits([upvoted]);
    given([published, upvoted])
      .when({ type: 'UpvotePost', data: { postId, userId: reader } })
      .thenEmits([]);
    given([published, upvoted])
      .when({ type: 'UpvotePost', data: { postId, userId: author } })
      .thenEmits([{ type: 'PostUpvoted', data: { postId, userId: author } }]);
  });

  it('pins a report to the revision it saw, once per person and item', () => {
    const report = (replyTo: string | null) =>
      ({
        type: 'ReportContent',
        data: { reportId: replyId, postId, replyId: replyTo, reporterId: reader, reason: 'spam' },
      }) as const;
    const reported = (replyTo: string | null, reportedRevision: number): DomainEvent => ({
      type: 'ContentReported',
      data: {
        reportId: replyId,
        postId,
        replyId: replyTo,
        reporterId: reader,
        reason: 'spam',
        reportedRevision,
      },
    });
    given([published, upvoted])
      .when(report(null))
      .thenEmits([reported(null, 1)]);
    given([published, reported(null, 0)])
      .when(report(null))
      .thenEmits([]);
    given([published]).when(report(replyId)).thenRefuses('POST.NOT_FOUND');
    given([published, replied])
      .when(report(replyId))
      .thenEmits([reported(replyId, 1)]);
  });

  it('refuses replies, upvotes and reports on a post that does not exist', () => {
    given()
      .when({ type: 'UpvotePost', data: { postId, userId: reader } })
      .thenRefuses('POST.NOT_FOUND');
    given()
      .when({ type: 'AddReply', data: replied.data as never })
      .thenRefuses('POST.NOT_FOUND');
  });

  describe('a hidden post reads as absent: no replies, upvotes or reports (404)', () => {
    const moderatorId = '12345678-9abc-4def-8123-456789abcdef';
    const hide = (replyId: string | null): DomainEvent => ({
      type: 'ContentHidden',
      data: { postId, replyId, reportId: null, moderatorId, reason: 'Spam' },
    });
    const restore = (replyId: string | null): DomainEvent => ({
      type: 'ContentRestored',
      data: { postId, replyId, moderatorId, reason: 'Appeal' },
    });
    const reply: PostCommand = { type: 'AddReply', data: replied.data as never };
    const upvote: PostCommand = { type: 'UpvotePost', data: { postId, userId: reader } };
    const report = (onReply: string | null): PostCommand => ({
      type: 'ReportContent',
      data: { reportId: replyId, postId, replyId: onReply, reporterId: reader, reason: '' },
    });

    it.each([
      ['reply', reply],
      ['upvote', upvote],
      ['report', report(null)],
    ])('refuses to %s on a hidden post, and accepts it once restored', (_, command) => {
      given([published, hide(null)])
        .when(command)
        .thenRefuses('POST.NOT_FOUND');
      given([published, hide(null), restore(null)])
        .when(command)
        .thenEmits([
          command.type === 'ReportContent'
            ? { type: 'ContentReported', data: { ...command.data, reportedRevision: 2 } }
            : ({
                type: command.type === 'AddReply' ? 'ReplyAdded' : 'PostUpvoted',
                data: command.data,
              } as DomainEvent),
        ]);
    });

    it('refuses a report of a hidden reply, not of the post it is on', () => {
      given([published, replied, hide(replyId)])
        .when(report(replyId))
        .thenRefuses('POST.NOT_FOUND');
      given([published, replied, hide(replyId)])
        .when(report(null))
        .thenEmits([
          { type: 'ContentReported', data: { ...report(null).data, reportedRevision: 2 } } as DomainEvent,
        ]);
      given([published, replied, hide(replyId), restore(replyId)])
        .when(report(replyId))
        .thenEmits([
          { type: 'ContentReported', data: { ...report(replyId).data, reportedRevision: 3 } } as DomainEvent,
        ]);
    });
  });
});
