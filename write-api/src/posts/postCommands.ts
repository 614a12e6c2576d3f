import type { PublishPostBody, ReplyBody, ReportBody } from '@mohalla/contracts';
import { areaStream, DomainError, postStream } from '@mohalla/contracts';
import {
  type CommandContext,
  ensureAreaAlias,
  evolveArea,
  evolvePost,
  initialAreaState,
  initialPostState,
  loadStream,
  type PostCommand,
  postDecider,
  refuseBlockedPostContent,
  runCommand,
} from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore, type ObjectStorage } from '@mohalla/infra';
import { markUploadsAttached } from '../uploads/uploadReferences.js';
import { refuseForeignAttachments } from './attachments.js';

export interface PostsDeps {
  eventStore: EventStore;
  aliasSecret: string;
  /** Where uploads are; attachments are checked against it (none can exist without it). */
  storage?: ObjectStorage | undefined;
}

async function loadPost(eventStore: EventStore, postId: string) {
  const post = await loadStream(
    eventStoreCommandStore(eventStore),
    postStream(postId),
    evolvePost,
    initialPostState,
  );
  // A hidden post reads as absent to residents, so it is absent here too.
  if (post.state.status !== 'published' || post.state.hidden)
    throw new DomainError('POST.NOT_FOUND', `Post ${postId} was not found.`);
  return post.state;
}

/**
 * Claims the files for the post's stream, so their uploader can no longer
 * delete them (`attachedStreamOf`), and only then checks they are still
 * stored: checked first, a delete landing between the check and the claim
 * would pass and leave the post a broken image. They are checked before the
 * claim too, so nobody claims a file that is not theirs (which would hold
 * its uploader's delete off). A claim whose publish then fails blocks only
 * its uploader, and only for `CLAIM_GRACE_MS`: past that a claim counts
 * only when its stream carries the file.
 */
async function attachOwnUploads(
  { eventStore, storage }: PostsDeps,
  userId: string,
  mediaUrls: readonly string[],
  streamName: string,
  context: CommandContext,
) {
  await refuseForeignAttachments(storage, userId, mediaUrls);
  await markUploadsAttached(eventStore, mediaUrls, streamName, context);
  await refuseForeignAttachments(storage, userId, mediaUrls);
}

/** Publishes under the author's alias in that area; the author's id stays in the log only. */
export async function publishPost(
  deps: PostsDeps,
  userId: string,
  areaId: string,
  body: PublishPostBody,
  context: CommandContext,
) {
  // The decider gates the text; looked at here first, before uploads are claimed and an alias
  // assigned, so a refused post changes nothing (the gate remembers its verdict: judged once).
  refuseBlockedPostContent(body.title, body.content, body.mediaUrls);
  const { eventStore, aliasSecret } = deps;
  const store = eventStoreCommandStore(eventStore);
  const area = await loadStream(store, areaStream(areaId), evolveArea, initialAreaState);
  if (area.state.status !== 'active')
    throw new DomainError('AREA.NOT_FOUND', `Area ${areaId} was not found.`);
  const postId = context.ids.newId('post');
  await attachOwnUploads(deps, userId, body.mediaUrls, postStream(postId), context);
  const { alias } = await ensureAreaAlias(store, aliasSecret, userId, areaId, context);
  const outcome = await runCommand(
    store,
    postDecider,
    {
      type: 'PublishPost',
      data: {
        postId,
        areaId,
        cityId: area.state.cityId,
        authorId: userId,
        authorAlias: alias,
        postType: body.type,
        topicId: body.topicId ?? null,
        title: body.title,
        content: body.content,
        imageUrl: body.imageUrl ?? null,
        mediaUrls: body.mediaUrls,
      },
    },
    context,
  );
  return { postId, authorAlias: alias, position: outcome.position };
}

export async function addReply(
  deps: PostsDeps,
  userId: string,
  postId: string,
  body: ReplyBody,
  context: CommandContext,
) {
  refuseBlockedPostContent('', body.content, body.mediaUrls); // first, as publishPost does
  const { eventStore, aliasSecret } = deps;
  const store = eventStoreCommandStore(eventStore);
  const post = await loadPost(eventStore, postId);
  await attachOwnUploads(deps, userId, body.mediaUrls, postStream(postId), context);
  const { alias } = await ensureAreaAlias(store, aliasSecret, userId, post.areaId, context);
  const replyId = context.ids.newId('reply');
  const command: PostCommand = {
    type: 'AddReply',
    data: {
      postId,
      replyId,
      authorId: userId,
      authorAlias: alias,
      content: body.content,
      mediaUrls: body.mediaUrls,
    },
  };
  const outcome = await runCommand(store, postDecider, command, context);
  return { replyId, authorAlias: alias, position: outcome.position };
}

/** Idempotent: a second upvote by the same person changes nothing. */
export async function upvotePost(
  eventStore: EventStore,
  userId: string,
  postId: string,
  context: CommandContext,
) {
  const outcome = await runCommand(
    eventStoreCommandStore(eventStore),
    postDecider,
    { type: 'UpvotePost', data: { postId, userId } },
    context,
  );
  const upvotes = outcome.state.status === 'published' ? outcome.state.upvotes : 0;
  return { upvotes, position: outcome.position };
}

/** Files a report that moderators work through; reporting the same thing twice files one. */
export async function reportContent(
  eventStore: EventStore,
  userId: string,
  postId: string,
  body: ReportBody,
  context: CommandContext,
) {
  const command: PostCommand = {
    type: 'ReportContent',
    data: {
      reportId: context.ids.newId('report'),
      postId,
      replyId: body.replyId ?? null,
      reporterId: userId,
      reason: body.reason,
    },
  };
  const outcome = await runCommand(eventStoreCommandStore(eventStore), postDecider, command, context);
  return { position: outcome.position };
}
