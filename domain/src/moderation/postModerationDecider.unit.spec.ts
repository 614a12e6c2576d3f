import type { DomainEvent } from '@mohalla/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.js';
import { postPublished, replyAdded } from '../testing/events.js';
import {
  decidePostModeration,
  evolvePostModeration,
  initialPostModerationState,
  type PostModerationCommand,
  type PostModerationState,
} from './postModerationDecider.js';

const given = deciderSpec<PostModerationState, PostModerationCommand>({
  decide: decidePostModeration,
  evolve: evolvePostModeration,
  initialState: initialPostModerationState,
});
const postId = '11111111-2222-4333-8444-555555555555';
const replyId = '66666666-7777-4888-8999-aaaaaaaaaaaa';
const reportId = '33333333-4444-4555-8666-777777777777';
const author = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const reporter = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const moderatorId = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const reason = 'Sells fake documents';

const published = postPublished({
  postId,
  areaId: postId,
  authorId: author,
  title: 'Cheap licences here',
  content: 'Driving licence without a test, call me.',
});
const replied = replyAdded({ postId, replyId, authorId: reporter, content: 'Reported.' });
const reported = (ofReply: boolean): DomainEvent => ({
  type: 'ContentReported',
  data: {
    reportId,
    postId,
    replyId: ofReply ? replyId : null,
    reporterId: reporter,
    reason: 'illegal',
    reportedRevision: 1,
  },
});
const hidden = (ofReply = false, byReport: string | null = null): DomainEvent => ({
  type: 'ContentHidden',
  data: { postId, replyId: ofReply ? replyId : null, reportId: byReport, moderatorId, reason },
});
const hide = (ofReply = false): PostModerationCommand => ({
  type: 'HideContent',
  data: { postId, replyId: ofReply ? replyId : null, reportId: null, moderatorId, reason },
});
const restore = (ofReply = false): PostModerationCommand => ({
  type: 'RestoreContent',
  data: { postId, replyId: ofReply ? replyId : null, moderatorId, reason: 'Checked again: fine' },
});

describe('post moderation decider', () => {
  it('hides a post or a reply once; hiding again changes nothing', () => {
    given([published]).when(hide()).thenEmits([hidden()]);
    given([published, hidden()]).when(hide()).thenEmits([]);
    given([published, replied])
      .when(hide(true))
      .thenEmits([hidden(true)]);
    given([published, replied, hidden(true)])
      .when(hide(true))
      .thenEmits([]);
    given([published, replied, hidden(true)])
      .when(hide())
      .thenEmits([hidden()]);
  });

  it('restores only what is hidden', () => {
    const restored: DomainEvent = {
      type: 'ContentRestored',
      data: { postId, replyId: null, moderatorId, reason: 'Checked again: fine' },
    };
    given([published, hidden()]).when(restore()).thenEmits([restored]);
    given([published]).when(restore()).thenEmits([]);
    given([published, hidden(), restored]).when(restore()).thenEmits([]);
  });

  it('refuses a missing post, a missing reply, and a blank reason', () => {
    given().when(hide()).thenRefuses('POST.NOT_FOUND');
    given([published]).when(hide(true)).thenRefuses('POST.NOT_FOUND');
    given([published])
      .when({
        type: 'HideContent',
        data: { postId, replyId: null, reportId: null, moderatorId, reason: '  ' },
      })
      .thenRefuses('REQUEST.INVALID');
  });

  it('dismisses an open report once, pinned to it', () => {
    const dismiss: PostModerationCommand = {
      type: 'DismissReport',
      data: { postId, reportId, moderatorId, reason },
    };
    const dismissed: DomainEvent = { type: 'ReportDismissed', data: { reportId, moderatorId, reason } };
    given([published, reported(false)])
      .when(dismiss)
      .thenEmits([dismissed]);
    given([published, reported(false), dismissed])
      .when(dismiss)
      .thenRefuses('REPORT.ALREADY_DECIDED');
    given([published]).when(dismiss).thenRefuses('REPORT.NOT_FOUND');
  });

  it('upholds a report and hides what it reported, unless told not to or already hidden', () => {
    const uphold = (hide: boolean): PostModerationCommand => ({
      type: 'UpholdReport',
      data: { postId, reportId, moderatorId, reason, hide },
    });
    const upheld: DomainEvent = { type: 'ReportUpheld', data: { reportId, moderatorId, reason } };
    given([published, replied, reported(true)])
      .when(uphold(true))
      .thenEmits([upheld, hidden(true, reportId)]);
    given([published, replied, reported(true)])
      .when(uphold(false))
      .thenEmits([upheld]);
    given([published, reported(false), hidden()])
      .when(uphold(true))
      .thenEmits([upheld]);
    given([published, reported(false), upheld])
      .when(uphold(true))
      .thenRefuses('REPORT.ALREADY_DECIDED');
  });

  it('ties a hide to a report only when that report is open on this post', () => {
    const hideFor = (id: string): PostModerationCommand => ({
      type: 'HideContent',
      data: { postId, replyId: null, reportId: id, moderatorId, reason },
    });
    given([published, reported(false)])
      .when(hideFor(reportId))
      .thenEmits([hidden(false, reportId)]);
    given([published]).when(hideFor(reportId)).thenRefuses('REPORT.NOT_FOUND');
  });
});
