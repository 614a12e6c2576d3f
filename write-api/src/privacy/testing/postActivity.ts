import { postStream } from '@mohalla/contracts';
import type { Resident } from './historyBuilder.js';
import { event } from './historyBuilder.js';
import type { Neighbourhood } from './neighbourhood.js';

/** Posts, replies, upvotes and reports both ways, and the moderator's decisions on them. */
export function postActivity({ append, asha, ravi, moderatorId, areaId, ids, file }: Neighbourhood): void {
  const publish = (person: Resident, postId: string, title: string, media: string[]) =>
    append(
      postStream(postId),
      event('PostPublished', {
        postId,
        areaId,
        cityId: areaId,
        authorId: person.userId,
        authorAlias: person.alias,
        postType: 'ask',
        topicId: null,
        title,
        content: `${title}, details`,
        imageUrl: media[0] ?? null,
        mediaUrls: media,
      }),
      person.userId,
    );
  publish(asha, ids.ashaPost, 'Radio repair', [file(1)]);
  publish(ravi, ids.raviPost, 'Ravi sells mangoes', [file(2)]);
  const reply = (person: Resident, postId: string, replyId: string, content: string) =>
    append(
      postStream(postId),
      event('ReplyAdded', {
        postId,
        replyId,
        authorId: person.userId,
        authorAlias: person.alias,
        content,
        mediaUrls: [],
      }),
      person.userId,
    );
  reply(asha, ids.raviPost, ids.ashaReply, 'How much a dozen?');
  reply(ravi, ids.ashaPost, ids.raviReply, 'Try the bus stand');
  append(
    postStream(ids.raviPost),
    event('PostUpvoted', { postId: ids.raviPost, userId: asha.userId }),
    asha.userId,
  );
  append(
    postStream(ids.ashaPost),
    event('PostUpvoted', { postId: ids.ashaPost, userId: ravi.userId }),
    ravi.userId,
  );
  append(
    postStream(ids.raviPost),
    event('ContentReported', {
      reportId: ids.ashaReport,
      postId: ids.raviPost,
      replyId: null,
      reporterId: asha.userId,
      reason: 'Selling',
      reportedRevision: 0,
    }),
    asha.userId,
  );
  append(
    postStream(ids.ashaPost),
    event('ContentReported', {
      reportId: ids.raviReport,
      postId: ids.ashaPost,
      replyId: null,
      reporterId: ravi.userId,
      reason: 'Off topic',
      reportedRevision: 0,
    }),
    ravi.userId,
  );
  append(
    postStream(ids.raviPost),
    event('ReportDismissed', { reportId: ids.ashaReport, moderatorId, reason: 'Fine by us' }),
    moderatorId,
  );
  append(
    postStream(ids.ashaPost),
    event('ContentHidden', {
      postId: ids.ashaPost,
      replyId: null,
      reportId: ids.raviReport,
      moderatorId,
      reason: 'Not for this board',
    }),
    moderatorId,
  );
  append(
    postStream(ids.ashaPost),
    event('ReportUpheld', { reportId: ids.raviReport, moderatorId, reason: 'Off topic indeed' }),
    moderatorId,
  );
  append(
    postStream(ids.ashaPost),
    event('ContentRestored', { postId: ids.ashaPost, replyId: null, moderatorId, reason: 'On appeal' }),
    moderatorId,
  );
}
