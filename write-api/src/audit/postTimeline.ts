import type { DomainEvent, ModeratedItem } from '@mohalla/contracts';
import type { AuditRecord, TimelineRules } from './timeline.js';

const itemName = (item: ModeratedItem) => (item.kind === 'reply' ? 'a reply' : 'the post');

/** A post's stream: the post, its replies, upvotes, reports of either, and moderators' decisions. */
export const postTimelineRules: TimelineRules = {
  itemOf(event) {
    switch (event.type) {
      case 'PostPublished':
      case 'PostUpvoted':
        return { kind: 'post', postId: event.data.postId };
      case 'ReplyAdded':
        return { kind: 'reply', postId: event.data.postId, replyId: event.data.replyId };
      case 'ContentReported':
      case 'ContentHidden':
      case 'ContentRestored': {
        const { postId, replyId } = event.data;
        return replyId === null ? { kind: 'post', postId } : { kind: 'reply', postId, replyId };
      }
      default:
        return null;
    }
  },
  actorOf({ event, metadata }: AuditRecord) {
    switch (event.type) {
      case 'PostPublished':
      case 'ReplyAdded':
        return { userId: event.data.authorId, alias: event.data.authorAlias };
      case 'PostUpvoted':
        return { userId: event.data.userId, alias: null };
      case 'ContentReported':
        return { userId: event.data.reporterId, alias: null };
      default:
        return { userId: metadata.actorId, alias: null };
    }
  },
  contentOf(event: DomainEvent) {
    if (event.type === 'PostPublished') return { title: event.data.title, text: event.data.content };
    if (event.type === 'ReplyAdded') return { title: null, text: event.data.content };
    return null;
  },
  summaryOf(event, item) {
    switch (event.type) {
      case 'PostPublished':
        return 'published the post';
      case 'ReplyAdded':
        return 'replied to the post';
      case 'PostUpvoted':
        return 'upvoted the post';
      case 'ContentReported':
        return `reported ${itemName(item)}`;
      case 'ContentHidden':
        return `hid ${itemName(item)}`;
      case 'ContentRestored':
        return `restored ${itemName(item)}`;
      case 'ReportDismissed':
        return `dismissed a report of ${itemName(item)}`;
      case 'ReportUpheld':
        return `upheld a report of ${itemName(item)}`;
      default:
        return event.type;
    }
  },
};
