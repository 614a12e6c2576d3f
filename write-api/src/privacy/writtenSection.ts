import type {
  DataExport,
  ExportedMessage,
  ExportedPost,
  ExportedReply,
  WrittenVersion,
} from '@mohalla/contracts';
import type { Footprint, LoggedEvent } from './personFootprint.js';

type WrittenSection = Pick<DataExport, 'posts' | 'replies' | 'chatMessages' | 'uploads'>;

const newVersion = (versions: WrittenVersion[], at: string, title: string | null, text: string) => {
  versions.push({ version: versions.length + 1, at, title, text });
};

/**
 * What the person wrote, each as it now stands with every earlier version
 * (chat edits; posts and replies have no edit yet, so they hold one), hidden
 * by a moderator or deleted, and the files it carries. Fed the footprint's
 * events in log order: each item's first event is the one that wrote it.
 */
export function writtenSection({ events }: Footprint): WrittenSection {
  const posts = new Map<string, ExportedPost>();
  const replies = new Map<string, ExportedReply>();
  const messages = new Map<string, ExportedMessage>();
  const standingOf = (postId: string, replyId: string | null) =>
    replyId === null ? posts.get(postId) : replies.get(replyId);

  for (const { event, metadata } of events) {
    const at = metadata.at;
    switch (event.type) {
      case 'PostPublished': {
        const { postId, areaId, cityId, authorAlias, postType, topicId, title, content } = event.data;
        const media = [...(event.data.imageUrl ? [event.data.imageUrl] : []), ...event.data.mediaUrls];
        const post: ExportedPost = {
          ...{ postId, areaId, cityId, alias: authorAlias, postType, topicId, publishedAt: at },
          ...{
            title,
            text: content,
            media: [...new Set(media)],
            hidden: false,
            deleted: false,
            versions: [],
          },
        };
        newVersion(post.versions, at, title, content);
        posts.set(postId, post);
        break;
      }
      case 'ReplyAdded': {
        const { postId, replyId, authorAlias, content, mediaUrls } = event.data;
        const reply: ExportedReply = {
          ...{ postId, replyId, alias: authorAlias, writtenAt: at, text: content, media: [...mediaUrls] },
          ...{ hidden: false, deleted: false, versions: [] },
        };
        newVersion(reply.versions, at, null, content);
        replies.set(replyId, reply);
        break;
      }
      case 'ContentHidden':
      case 'ContentRestored': {
        const item = standingOf(event.data.postId, event.data.replyId);
        if (item) item.hidden = event.type === 'ContentHidden';
        break;
      }
      case 'MessageSent': {
        const { messageId, channelId, areaId, authorAlias, content, attachments } = event.data;
        const message: ExportedMessage = {
          ...{ messageId, channelId, areaId, alias: authorAlias, sentAt: at, text: content },
          ...{ attachments: [...attachments], hidden: false, deleted: false, versions: [] },
        };
        newVersion(message.versions, at, null, content);
        messages.set(messageId, message);
        break;
      }
      default:
        applyToMessage(messages.get(messageIdOf(event) ?? ''), event, at);
    }
  }
  return {
    posts: [...posts.values()],
    replies: [...replies.values()],
    chatMessages: [...messages.values()],
    uploads: uploadsOf(posts.values(), replies.values(), messages.values()),
  };
}

const messageIdOf = (event: LoggedEvent['event']): string | null =>
  'messageId' in event.data ? event.data.messageId : null;

/** An edit, deletion or moderator's decision on one of their messages. */
function applyToMessage(message: ExportedMessage | undefined, event: LoggedEvent['event'], at: string) {
  if (!message) return;
  switch (event.type) {
    case 'MessageEdited':
      message.text = event.data.content;
      newVersion(message.versions, at, null, event.data.content);
      return;
    case 'MessageDeleted':
      message.deleted = true;
      return;
    case 'MessageHidden':
    case 'MessageRestored':
      message.hidden = event.type === 'MessageHidden';
      return;
    default:
      return;
  }
}

/** Every file attached to what they wrote, once per item that shows it. */
function uploadsOf(
  posts: Iterable<ExportedPost>,
  replies: Iterable<ExportedReply>,
  messages: Iterable<ExportedMessage>,
): DataExport['uploads'] {
  const uploads: DataExport['uploads'] = [];
  for (const { postId, media } of posts) {
    for (const url of media) uploads.push({ url, attachedTo: { kind: 'post', postId } });
  }
  for (const { postId, replyId, media } of replies) {
    for (const url of media) uploads.push({ url, attachedTo: { kind: 'reply', postId, replyId } });
  }
  for (const { channelId, messageId, attachments } of messages) {
    for (const url of attachments)
      uploads.push({ url, attachedTo: { kind: 'message', channelId, messageId } });
  }
  return uploads;
}
