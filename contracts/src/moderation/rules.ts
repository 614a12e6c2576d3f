/** Every moderator decision says why: 1 to this many characters. */
export const MODERATION_REASON_MAX = 500;

/** What a moderator can act on: a post, one of its replies, or a chat message. */
export const MODERATED_KINDS = ['post', 'reply', 'message'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/** A report is open until a moderator dismisses it (nothing wrong) or upholds it (the reporter was right). */
export const REPORT_STATUSES = ['open', 'dismissed', 'upheld'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Each look at an audit is recorded in the viewer's own stream: who looked at whose identity, when. */
export const auditStream = (viewerId: string) => `audit-${viewerId}`;
