import { type ProjectionName, ReadModels } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';

/**
 * The moderation queue: every report, open until a moderator decides. It is
 * a private read model (never served publicly) and holds no reporter or
 * author identity: who did what is read from the log by the audit view.
 */
export interface ReportDocument {
  _id: string;
  postId: string;
  replyId: string | null;
  areaId: string;
  postTitle: string;
  reason: string;
  reportedRevision: number;
  createdAt: string;
  status: 'open';
}

interface ReportTarget {
  _id: string;
  areaId: string;
  title: string;
}

const REPORT_TARGETS = 'report_targets';
export const reportsOf = (store: ReadStore) =>
  store.collection<ReportDocument>(ReadModels.reports, { indexes: [['status', 'areaId']] });
const targetsOf = (store: ReadStore) => store.collection<ReportTarget>(REPORT_TARGETS);

export const reportsProjection: Projection = {
  name: 'reports' satisfies ProjectionName,
  categories: ['post'],
  handles: ['PostPublished', 'ContentReported'],
  collections: [ReadModels.reports, REPORT_TARGETS],
  async apply(event, { store }) {
    if (event.type === 'PostPublished') {
      const { postId, areaId, title } = event.data;
      await targetsOf(store).put({ _id: postId, areaId, title }, event.position);
      return;
    }
    if (event.type !== 'ContentReported') return;
    const { reportId, postId, replyId, reason, reportedRevision } = event.data;
    const target = await targetsOf(store).get(postId);
    await reportsOf(store).put(
      {
        _id: reportId,
        postId,
        replyId,
        areaId: target?.areaId ?? '',
        postTitle: target?.title ?? '',
        reason,
        reportedRevision,
        createdAt: event.metadata.at,
        status: 'open',
      },
      event.position,
    );
  },
};
