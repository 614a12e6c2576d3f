import type { DomainEvent, EventData, PostEvent } from '@mohalla/contracts';
import { DomainError, postStream } from '@mohalla/contracts';
import type { Decider } from '../commands/runCommand.js';
import { refuseBlockedPostContent } from './contentGate.js';

export type PostState =
  | { status: 'absent' }
  | {
      status: 'published';
      postId: string;
      areaId: string;
      authorId: string;
      /**
       * The sets grow in place as events are folded (copying them per event
       * made loading a post O(n²) in its upvotes): a state belongs to its fold.
       */
      upvoters: Set<string>;
      /** How many upvoted by this state's revision (the set may already hold later ones). */
      upvotes: number;
      replyIds: Set<string>;
      /**
       * Hidden by a moderator: it reads as absent to residents (404), so it
       * takes no replies, upvotes or reports either (404 the same way).
       */
      hidden: boolean;
      hiddenReplyIds: Set<string>;
      /** `${reporterId}:${replyId ?? 'post'}`: one report per person per item. */
      reports: Set<string>;
      revision: number;
    };

export type PostCommand =
  | { type: 'PublishPost'; data: EventData<'PostPublished'> }
  | { type: 'AddReply'; data: EventData<'ReplyAdded'> }
  | { type: 'UpvotePost'; data: { postId: string; userId: string } }
  | {
      type: 'ReportContent';
      data: { reportId: string; postId: string; replyId: string | null; reporterId: string; reason: string };
    };

export const initialPostState: PostState = { status: 'absent' };

/**
 * Posts' rules. What a post or reply says passes the content gate first (the
 * rules the browser ran: what they block is refused with 422, whatever a
 * client sends); a hidden post reads as absent; one upvote and one report
 * per person.
 */
export function decidePost(command: PostCommand, state: PostState): PostEvent[] {
  if (command.type === 'PublishPost') {
    const { title, content, mediaUrls } = command.data;
    refuseBlockedPostContent(title, content, mediaUrls);
    if (state.status !== 'absent') throw new DomainError('CONCURRENCY.CONFLICT', 'This post already exists.');
    return [{ type: 'PostPublished', data: command.data }];
  }
  if (command.type === 'AddReply') refuseBlockedPostContent('', command.data.content, command.data.mediaUrls);
  if (state.status !== 'published' || state.hidden)
    throw new DomainError('POST.NOT_FOUND', `Post ${command.data.postId} was not found.`);
  switch (command.type) {
    case 'AddReply':
      return [{ type: 'ReplyAdded', data: command.data }];
    case 'UpvotePost':
      // One upvote per person; a repeat changes nothing and is not an error.
      return state.upvoters.has(command.data.userId) ? [] : [{ type: 'PostUpvoted', data: command.data }];
    case 'ReportContent': {
      const { replyId, reporterId } = command.data;
      if (replyId && (!state.replyIds.has(replyId) || state.hiddenReplyIds.has(replyId))) {
        throw new DomainError('POST.NOT_FOUND', `Reply ${replyId} was not found on this post.`);
      }
      if (state.reports.has(`${reporterId}:${replyId ?? 'post'}`)) return [];
      return [{ type: 'ContentReported', data: { ...command.data, reportedRevision: state.revision } }];
    }
  }
}

export function evolvePost(state: PostState, event: DomainEvent): PostState {
  if (event.type === 'PostPublished') {
    const { postId, areaId, authorId } = event.data;
    return {
      status: 'published',
      postId,
      areaId,
      authorId,
      upvoters: new Set(),
      upvotes: 0,
      replyIds: new Set(),
      hidden: false,
      hiddenReplyIds: new Set(),
      reports: new Set(),
      revision: 0,
    };
  }
  if (state.status !== 'published') return state;
  const next = { ...state, revision: state.revision + 1 };
  switch (event.type) {
    case 'ReplyAdded':
      state.replyIds.add(event.data.replyId);
      return next;
    case 'PostUpvoted':
      // The log holds one PostUpvoted per person (decidePost refuses repeats).
      state.upvoters.add(event.data.userId);
      return { ...next, upvotes: state.upvoters.size };
    case 'ContentReported':
      state.reports.add(`${event.data.reporterId}:${event.data.replyId ?? 'post'}`);
      return next;
    case 'ContentHidden':
    case 'ContentRestored': {
      const hiding = event.type === 'ContentHidden';
      const { replyId } = event.data;
      if (replyId === null) return { ...next, hidden: hiding };
      if (hiding) state.hiddenReplyIds.add(replyId);
      else state.hiddenReplyIds.delete(replyId);
      return next;
    }
    default:
      return next;
  }
}

/** Posts' rules, for runCommand. */
export const postDecider: Decider<PostCommand, PostState> = {
  streamOf: (command) => postStream(command.data.postId),
  initialState: initialPostState,
  evolve: evolvePost,
  decide: decidePost,
};
