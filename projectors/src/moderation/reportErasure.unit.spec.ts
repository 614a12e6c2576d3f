import { randomUUID } from 'node:crypto';
import { type DomainEvent, ReadModels, userStream } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { contentReported } from '../testing/events.js';
import { postPublished } from '../testing/postPublished.js';
import { projectionSpec } from '../testing/projectionSpec.js';
import { inStream } from '../testing/testLog.js';
import { reportsProjection } from './reportsProjection.js';

const reports = projectionSpec(reportsProjection);
const authorId = randomUUID();
const reporterId = randomUUID();
const postId = randomUUID();
const onPost = (event: DomainEvent) => inStream(`post-${postId}`, event);
const published = onPost(
  postPublished({ postId, authorId, title: 'Gramophone repairs', content: 'Zanzibarite hums.' }),
);
const erased = (userId: string) =>
  inStream(userStream(userId), {
    type: 'PersonErased',
    data: { userId, erasedAt: '2026-11-25T01:00:00.000Z' },
  } satisfies DomainEvent);

describe('reports, when a person is erased (issue 16)', () => {
  it('given a report they filed, when they are erased, then it stays open for moderators with no reporter', async () => {
    const report = contentReported({ postId, reporterId, reason: 'spam' });
    const projected = await reports([published, onPost(report)]).when(erased(reporterId));
    expect(await projected.get(ReadModels.reports, report.data.reportId)).toMatchObject({
      reason: 'spam',
      status: 'open',
      reporterId: '',
      excerpt: 'Zanzibarite hums.',
    });
  });

  it('given a report of their post, when they are erased, then its excerpt and title read removed', async () => {
    const report = contentReported({ postId, reporterId });
    const projected = await reports([published, onPost(report)]).when(erased(authorId));
    expect(await projected.get(ReadModels.reports, report.data.reportId)).toMatchObject({
      title: '[removed]',
      excerpt: '[removed]',
      reporterId,
    });
  });

  it('given their erasure, when their post is reported after it, then the report shows no words of theirs', async () => {
    const report = contentReported({ postId, reporterId });
    const projected = await reports([published, erased(authorId)]).when(onPost(report));
    expect(await projected.get(ReadModels.reports, report.data.reportId)).toMatchObject({
      title: '[removed]',
      excerpt: '[removed]',
    });
  });
});
