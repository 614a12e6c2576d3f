import { randomUUID } from 'node:crypto';
import { ReadModels } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import {
  chatTextExpired,
  contentReported,
  messageDeleted,
  messageEdited,
  messageReported,
  messageSent,
  replyAdded,
  reportDismissed,
  reportUpheld,
} from '../testing/events.js';
import { postPublished } from '../testing/postPublished.js';
import { projectionSpec } from '../testing/projectionSpec.js';
import { inStream } from '../testing/testLog.js';
import { reportsProjection } from './reportsProjection.js';

const reports = projectionSpec(reportsProjection);
const postId = randomUUID();
const areaId = randomUUID();
const channelId = randomUUID();
const reporterId = randomUUID();
/** Reports are appended to what they report on: a post's stream, a channel's. */
const onPost = (event: Parameters<typeof inStream>[1]) => inStream(`post-${postId}`, event);
const inChannel = (event: Parameters<typeof inStream>[1], at?: string) =>
  inStream(`channel-${channelId}`, event, at);
const published = onPost(
  postPublished({ postId, areaId, title: 'Water cut', content: 'No water since 6am.' }),
);

describe('the reports projection', () => {
  it('files a report of a post with its area, title and text as the reporter saw them', async () => {
    const report = contentReported({ postId, reporterId, reason: 'spam' });
    const projected = await reports([published]).when(onPost(report));
    expect(await projected.get(ReadModels.reports, report.data.reportId)).toMatchObject({
      kind: 'post',
      postId,
      replyId: null,
      channelId: null,
      messageId: null,
      areaId,
      title: 'Water cut',
      excerpt: 'No water since 6am.',
      reason: 'spam',
      reporterId,
      chatTextAtMs: null,
      status: 'open',
      decidedAt: null,
    });
  });

  it('files a report of a reply with the reply as its text', async () => {
    const reply = replyAdded({ postId, content: 'Call the ward office.' });
    const report = contentReported({ postId, replyId: reply.data.replyId });
    const projected = await reports([published, onPost(reply)]).when(onPost(report));
    expect(await projected.get(ReadModels.reports, report.data.reportId)).toMatchObject({
      kind: 'reply',
      replyId: reply.data.replyId,
      title: 'Water cut',
      excerpt: 'Call the ward office.',
    });
  });

  it('files a report of a chat message with its last edit before the report, and when it was written', async () => {
    const sent = messageSent({ channelId, areaId, content: 'first words' });
    const { messageId } = sent.data;
    const given = [
      inChannel(sent),
      inChannel(messageEdited(messageId, 'second words'), '2026-11-24T10:05:00.000Z'),
    ];
    const report = messageReported({ messageId });
    const projected = await reports(given).when(inChannel(report));
    expect(await projected.get(ReadModels.reports, report.data.reportId)).toMatchObject({
      kind: 'message',
      channelId,
      messageId,
      areaId,
      excerpt: 'second words',
      chatTextAtMs: Date.parse('2026-11-24T10:05:00.000Z'),
    });
  });

  it('files nothing for a message deleted before the report, or for chat past the retention', async () => {
    const sent = messageSent({ channelId, areaId });
    const { messageId } = sent.data;
    const deleted = await reports([inChannel(sent), inChannel(messageDeleted(messageId))]).when(
      inChannel(messageReported({ messageId })),
    );
    expect(await deleted.all(ReadModels.reports)).toEqual([]);
    const expired = await reports([inChannel(sent), chatTextExpired('2026-11-25T00:00:00.000Z')]).when(
      inChannel(messageReported({ messageId })),
    );
    expect(await expired.all(ReadModels.reports)).toEqual([]);
  });

  it("records a moderator's decision", async () => {
    const dismissed = contentReported({ postId });
    const upheld = contentReported({ postId });
    const projected = await reports([published, onPost(dismissed), onPost(upheld)]).when(
      onPost(reportDismissed(dismissed.data.reportId)),
      onPost(reportUpheld(upheld.data.reportId)),
    );
    expect(await projected.get(ReadModels.reports, dismissed.data.reportId)).toMatchObject({
      status: 'dismissed',
      decidedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(await projected.get(ReadModels.reports, upheld.data.reportId)).toMatchObject({ status: 'upheld' });
  });

  it('clears the chat text past the retention and keeps the report, and the posts', async () => {
    const sent = messageSent({ channelId, areaId, content: 'old words' });
    const chat = messageReported({ messageId: sent.data.messageId });
    const post = contentReported({ postId });
    const projected = await reports([inChannel(sent), inChannel(chat), published, onPost(post)]).when(
      chatTextExpired('2026-11-25T00:00:00.000Z'),
    );
    expect(await projected.get(ReadModels.reports, chat.data.reportId)).toMatchObject({
      excerpt: '',
      chatTextAtMs: null,
      status: 'open',
    });
    expect(await projected.get(ReadModels.reports, post.data.reportId)).toMatchObject({
      excerpt: 'No water since 6am.',
    });
  });
});
