import { z } from 'zod';
import { RiskLevelSchema } from '../content-rules/schemas.js';
import { AuditSubjectSchema } from './events.js';
import { MODERATED_KINDS, REPORT_STATUSES } from './rules.js';
import { DiffPartSchema } from './wordDiff.js';

/** A post, one of its replies, or a chat message. */
export const ModeratedItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), postId: z.uuid() }),
  z.object({ kind: z.literal('reply'), postId: z.uuid(), replyId: z.uuid() }),
  z.object({ kind: z.literal('message'), channelId: z.uuid(), messageId: z.uuid() }),
]);
export type ModeratedItem = z.infer<typeof ModeratedItemSchema>;

/**
 * Who did something, as only moderators' audit views show it: the real
 * person (id, name, email) beside the alias they appeared under in that
 * area (null when they never had one there). `system` for no person.
 */
export const AuditIdentitySchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  alias: z.string().nullable(),
});
export type AuditIdentity = z.infer<typeof AuditIdentitySchema>;

/** The text of an item as it stood after one event: version 1 is as first written. */
export const AuditContentSchema = z.object({
  version: z.number().int().positive(),
  title: z.string().nullable(),
  text: z.string(),
});
export type AuditContent = z.infer<typeof AuditContentSchema>;

/** One event that touched the item, read back from the log. */
export const AuditEntrySchema = z.object({
  eventId: z.uuid(),
  type: z.string(),
  /** Revision in the item's stream, and position in the whole log. */
  revision: z.number().int().nonnegative(),
  position: z.number().int().nonnegative(),
  at: z.iso.datetime(),
  actor: AuditIdentitySchema,
  item: ModeratedItemSchema,
  /** 'published the post', 'edited the message', 'hid the reply', ... */
  summary: z.string(),
  /** With events that write text: the new version, and its difference from the one before (null for the first). */
  content: AuditContentSchema.nullable(),
  diff: z.array(DiffPartSchema).nullable(),
  /** With a report: what it said, the revision it saw, the content as it stood then, and what became of it. */
  report: z
    .object({
      reportId: z.uuid(),
      reason: z.string(),
      reportedRevision: z.number().int().nonnegative(),
      reportedContent: AuditContentSchema.nullable(),
      status: z.enum(REPORT_STATUSES),
    })
    .nullable(),
  /** With a moderator's decision: why, and the report it answers. */
  decision: z.object({ reason: z.string(), reportId: z.uuid().nullable() }).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Where each item of the subject stands now. */
export const AuditItemStateSchema = z.object({
  item: ModeratedItemSchema,
  author: AuditIdentitySchema,
  hidden: z.boolean(),
  deleted: z.boolean(),
  content: AuditContentSchema,
});
export type AuditItemState = z.infer<typeof AuditItemStateSchema>;

/** `GET /api/moderation/audit/post/{postId}` and `/audit/message/{messageId}`. */
export const AuditTimelineDtoSchema = z.object({
  subject: AuditSubjectSchema,
  areaId: z.uuid(),
  items: z.array(AuditItemStateSchema),
  entries: z.array(AuditEntrySchema),
});
export type AuditTimelineDto = z.infer<typeof AuditTimelineDtoSchema>;

/** A report and what it reports (the ids of the other kinds are null): how the queue and its reporter's list begin. */
const ReportedContentSchema = z.object({
  reportId: z.uuid(),
  kind: z.enum(MODERATED_KINDS),
  postId: z.uuid().nullable(),
  replyId: z.uuid().nullable(),
  channelId: z.uuid().nullable(),
  messageId: z.uuid().nullable(),
});

/** `GET /api/moderation/reports?area=&kind=&severity=&olderThan=`: one report in the queue. */
export const ReportQueueItemDtoSchema = ReportedContentSchema.extend({
  areaId: z.uuid(),
  /** The post's title (for a reply: the post it answers); null for messages. */
  title: z.string().nullable(),
  /** The reported text as it stood when reported, cut short. */
  excerpt: z.string(),
  reason: z.string(),
  /** The shared moderation rules' risk for the reported text. */
  severity: RiskLevelSchema,
  reportedRevision: z.number().int().nonnegative(),
  reportedAt: z.iso.datetime(),
  status: z.enum(REPORT_STATUSES),
});
export type ReportQueueItemDto = z.infer<typeof ReportQueueItemDtoSchema>;
export const ReportQueueDtoSchema = z.array(ReportQueueItemDtoSchema);

/** `olderThan`: a whole number of minutes, hours or days (`30m`, `24h`, `7d`). */
export const AGE_PATTERN = /^(\d{1,5})([mhd])$/;
const AGE_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Milliseconds in an `olderThan` value; undefined when it is not one. */
export function ageToMs(age: string): number | undefined {
  const match = AGE_PATTERN.exec(age);
  if (!match) return undefined;
  return Number(match[1]) * AGE_UNIT_MS[match[2] as keyof typeof AGE_UNIT_MS];
}

const QUEUE_PAGE_DEFAULT = 50;
const QUEUE_PAGE_MAX = 200;
const QUEUE_PAGE_ERROR = `must be a whole number from 1 to ${QUEUE_PAGE_MAX}`;
/** A place in the queue's order: `<severity rank>.<reported at, ms>.<report id>`. */
export const QUEUE_CURSOR =
  /^([0-3])\.(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * `GET /api/moderation/reports`: the queue's filters, and a page of it
 * (`limit`, and `cursor`, the previous page's `X-Next-Cursor`).
 */
export const ReportQueueQuerySchema = z.object({
  area: z.uuid({ error: 'must be an area id' }).optional(),
  kind: z.enum(MODERATED_KINDS, { error: 'must be post, reply or message' }).optional(),
  /** This risk or a more serious one. */
  severity: RiskLevelSchema.optional(),
  olderThan: z
    .string()
    .regex(AGE_PATTERN, 'must be a number of minutes, hours or days, like 30m, 24h or 7d')
    .optional(),
  status: z.enum(REPORT_STATUSES, { error: 'must be open, dismissed or upheld' }).default('open'),
  limit: z.coerce
    .number({ error: QUEUE_PAGE_ERROR })
    .int({ error: QUEUE_PAGE_ERROR })
    .min(1, { error: QUEUE_PAGE_ERROR })
    .max(QUEUE_PAGE_MAX, { error: QUEUE_PAGE_ERROR })
    .default(QUEUE_PAGE_DEFAULT),
  cursor: z.string().regex(QUEUE_CURSOR, 'must be the X-Next-Cursor of the previous page').optional(),
});
export type ReportQueueQuery = z.infer<typeof ReportQueueQuerySchema>;

/** `GET /api/reports/mine`: a report its reporter filed, and what became of it. */
export const MyReportDtoSchema = ReportedContentSchema.extend({
  excerpt: z.string(),
  reason: z.string(),
  reportedAt: z.iso.datetime(),
  status: z.enum(REPORT_STATUSES),
  decidedAt: z.iso.datetime().nullable(),
});
export type MyReportDto = z.infer<typeof MyReportDtoSchema>;
export const MyReportsDtoSchema = z.array(MyReportDtoSchema);

/** What every moderator action answers: the log position to wait for, and whether anything changed. */
export const ModerationReceiptSchema = z.object({
  success: z.literal(true),
  changed: z.boolean(),
  position: z.number().int().nonnegative(),
});
export type ModerationReceipt = z.infer<typeof ModerationReceiptSchema>;
