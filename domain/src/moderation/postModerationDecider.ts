import type { DomainEvent, ModerationEvent, ReportStatus } from '@mohalla/contracts';
import { DomainError, postStream } from '@mohalla/contracts';
import type { Decider } from '../commands/runCommand.js';
import { requireOpenReport } from './requireOpenReport.js';
import { requireReason } from './requireReason.js';

/** A post's stream as moderators' decisions see it: what exists, what is hidden, which reports are open. */
export type PostModerationState =
  | { status: 'absent' }
  | {
      status: 'published';
      postId: string;
      hidden: boolean;
      /** replyId → hidden */
      replies: ReadonlyMap<string, boolean>;
      reports: ReadonlyMap<string, { replyId: string | null; status: ReportStatus }>;
    };

export const initialPostModerationState: PostModerationState = { status: 'absent' };

type Decision = { moderatorId: string; reason: string };
export type PostModerationCommand =
  | {
      type: 'HideContent';
      data: Decision & { postId: string; replyId: string | null; reportId: string | null };
    }
  | { type: 'RestoreContent'; data: Decision & { postId: string; replyId: string | null } }
  | { type: 'DismissReport'; data: Decision & { postId: string; reportId: string } }
  | { type: 'UpholdReport'; data: Decision & { postId: string; reportId: string; hide: boolean } };

/**
 * Moderators' rules for a post and its replies:
 * - hide and restore: the post, or one of its replies; hiding what is hidden
 *   (or restoring what is visible) changes nothing;
 * - dismiss and uphold: a report of this post that is still open (409 once
 *   decided); upholding also hides what was reported, unless told not to;
 * - every decision has a reason.
 */
export function decidePostModeration(
  command: PostModerationCommand,
  state: PostModerationState,
): ModerationEvent[] {
  const { postId, moderatorId } = command.data;
  const reason = requireReason(command.data.reason);
  if (state.status !== 'published') throw new DomainError('POST.NOT_FOUND', `Post ${postId} was not found.`);
  switch (command.type) {
    case 'HideContent': {
      const { replyId, reportId } = command.data;
      if (reportId !== null) openReport(state, reportId);
      if (isHidden(state, replyId)) return [];
      return [{ type: 'ContentHidden', data: { postId, replyId, reportId, moderatorId, reason } }];
    }
    case 'RestoreContent': {
      const { replyId } = command.data;
      if (!isHidden(state, replyId)) return [];
      return [{ type: 'ContentRestored', data: { postId, replyId, moderatorId, reason } }];
    }
    case 'DismissReport': {
      const { reportId } = command.data;
      openReport(state, reportId);
      return [{ type: 'ReportDismissed', data: { reportId, moderatorId, reason } }];
    }
    case 'UpholdReport': {
      const { reportId, hide } = command.data;
      const { replyId } = openReport(state, reportId);
      const upheld: ModerationEvent = { type: 'ReportUpheld', data: { reportId, moderatorId, reason } };
      if (!hide || isHidden(state, replyId)) return [upheld];
      return [upheld, { type: 'ContentHidden', data: { postId, replyId, reportId, moderatorId, reason } }];
    }
  }
}

function isHidden(state: PostModerationState & { status: 'published' }, replyId: string | null): boolean {
  if (replyId === null) return state.hidden;
  const hidden = state.replies.get(replyId);
  if (hidden === undefined) {
    throw new DomainError('POST.NOT_FOUND', `Reply ${replyId} was not found on this post.`);
  }
  return hidden;
}

/** The open report `reportId` of this post: what it reports (the post, or one of its replies). */
function openReport(state: PostModerationState & { status: 'published' }, reportId: string) {
  const report = state.reports.get(reportId);
  requireOpenReport(report?.status, reportId, 'post');
  return report as NonNullable<typeof report>; // requireOpenReport threw where it is missing
}

export function evolvePostModeration(state: PostModerationState, event: DomainEvent): PostModerationState {
  if (event.type === 'PostPublished') {
    return {
      status: 'published',
      postId: event.data.postId,
      hidden: false,
      replies: new Map(),
      reports: new Map(),
    };
  }
  if (state.status !== 'published') return state;
  switch (event.type) {
    case 'ReplyAdded':
      return { ...state, replies: new Map(state.replies).set(event.data.replyId, false) };
    case 'ContentReported':
      return {
        ...state,
        reports: new Map(state.reports).set(event.data.reportId, {
          replyId: event.data.replyId,
          status: 'open',
        }),
      };
    case 'ContentHidden':
    case 'ContentRestored': {
      const hidden = event.type === 'ContentHidden';
      const { replyId } = event.data;
      if (replyId === null) return { ...state, hidden };
      return { ...state, replies: new Map(state.replies).set(replyId, hidden) };
    }
    case 'ReportDismissed':
    case 'ReportUpheld': {
      const report = state.reports.get(event.data.reportId);
      if (!report) return state;
      const status = event.type === 'ReportDismissed' ? 'dismissed' : 'upheld';
      return { ...state, reports: new Map(state.reports).set(event.data.reportId, { ...report, status }) };
    }
    default:
      return state;
  }
}

/** Moderators' actions on a post, for runCommand. */
export const postModerationDecider: Decider<PostModerationCommand, PostModerationState> = {
  streamOf: (command) => postStream(command.data.postId),
  initialState: initialPostModerationState,
  evolve: evolvePostModeration,
  decide: decidePostModeration,
};
