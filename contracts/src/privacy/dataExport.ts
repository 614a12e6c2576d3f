import { z } from 'zod';
import { ROLES } from '../identity/rules.js';
import { ModeratedItemSchema } from '../moderation/dtos.js';

/**
 * `GET /api/user/export`: everything the service holds tied to the signed-in
 * person, as one JSON document (issue 16, the right to a copy of one's data).
 *
 * It names no one else: items of other people that the person upvoted,
 * reported or marked helpful appear by id only, moderators' decisions keep
 * their reason but not who decided, and sessions never carry their secret
 * or its hash. Every list is in log order (oldest first).
 */
export const DATA_EXPORT_FORMAT = 'mohalla-data-export/1';

const at = z.iso.datetime();

/** One version of something the person wrote: 1 is as first written, each edit the next. */
export const WrittenVersionSchema = z.object({
  version: z.number().int().positive(),
  at,
  /** Posts only; null for replies and chat messages. */
  title: z.string().nullable(),
  text: z.string(),
});
export type WrittenVersion = z.infer<typeof WrittenVersionSchema>;

/** What moderators and the person did to an item after it was written. */
const itemStanding = {
  /** Hidden by a moderator (and not restored since): out of every public view. */
  hidden: z.boolean(),
  /** Deleted by its author or a moderator (chat messages). */
  deleted: z.boolean(),
  /** Every version, oldest first; the last is the text as it now stands. */
  versions: z.array(WrittenVersionSchema).min(1),
};

export const ExportedPostSchema = z.object({
  postId: z.uuid(),
  areaId: z.uuid(),
  cityId: z.uuid(),
  /** The area alias the post went out under. */
  alias: z.string(),
  postType: z.string(),
  topicId: z.string().nullable(),
  publishedAt: at,
  title: z.string(),
  text: z.string(),
  /** Files shown with it (`/api/files/...`). */
  media: z.array(z.string()),
  ...itemStanding,
});

export const ExportedReplySchema = z.object({
  /** The post replied to (someone else's post is named by id only). */
  postId: z.uuid(),
  replyId: z.uuid(),
  alias: z.string(),
  writtenAt: at,
  text: z.string(),
  media: z.array(z.string()),
  ...itemStanding,
});

export const ExportedMessageSchema = z.object({
  messageId: z.uuid(),
  channelId: z.uuid(),
  areaId: z.uuid(),
  alias: z.string(),
  sentAt: at,
  /** As it now stands (the last version), also when deleted: the log still holds it until chat expires. */
  text: z.string(),
  attachments: z.array(z.string()),
  ...itemStanding,
});

export const ExportedReportSchema = z.object({
  reportId: z.uuid(),
  /** What was reported, by id only. */
  item: ModeratedItemSchema,
  reason: z.string(),
  reportedAt: at,
  outcome: z.enum(['open', 'dismissed', 'upheld']),
  decidedAt: at.nullable(),
});

/** A moderator's decision about the person or something they wrote: why and when, never who decided. */
export const ExportedDecisionSchema = z.object({
  decision: z.enum([
    'warned',
    'suspended',
    'reinstated',
    'content-hidden',
    'content-restored',
    'report-upheld',
    'report-dismissed',
  ]),
  at,
  reason: z.string(),
  /** The item decided about; null for decisions about the person (warnings, suspensions). */
  item: ModeratedItemSchema.nullable(),
  /** Suspensions: when it ends (null: until reinstated). */
  until: at.nullable(),
});

export const ExportedSessionSchema = z.object({
  sessionId: z.uuid(),
  via: z.enum(['password', 'signup', 'google']),
  startedAt: at,
  expiresAt: at,
  /** When it ended (signed out or revoked); null while it may still be used. */
  endedAt: at.nullable(),
  endReason: z.enum(['logout', 'revoked']).nullable(),
  /** The session this export was asked with. */
  current: z.boolean(),
});

export const DataExportSchema = z
  .object({
    format: z.literal(DATA_EXPORT_FORMAT),
    exportedAt: at,
    /** The log was read up to here: anything later is not in this copy. */
    logPosition: z.number().int().nonnegative(),
    account: z.object({
      userId: z.uuid(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      mobile: z.string().nullable(),
      registeredAt: at,
      profile: z.object({
        userName: z.string(),
        alias: z.string(),
        bio: z.string(),
        location: z.string(),
        website: z.string(),
      }),
      roles: z.array(z.enum(ROLES)),
    }),
    signIn: z.object({
      /** Whether a password is set (the export never carries it or its hash). */
      password: z.boolean(),
      providers: z.array(
        z.object({
          provider: z.literal('google'),
          /** The provider's id for the person. */
          subject: z.string(),
          picture: z.string().nullable(),
          linkedAt: at,
        }),
      ),
    }),
    areaAliases: z.array(z.object({ areaId: z.uuid(), alias: z.string(), assignedAt: at })),
    posts: z.array(ExportedPostSchema),
    replies: z.array(ExportedReplySchema),
    chatMessages: z.array(ExportedMessageSchema),
    upvotes: z.array(z.object({ postId: z.uuid(), at })),
    helpfulMarks: z.array(z.object({ channelId: z.uuid(), messageId: z.uuid(), at })),
    reports: z.array(ExportedReportSchema),
    /**
     * Files the person attached to what they wrote, with where they are
     * served. Files uploaded but never attached are not listed: storage keeps
     * their uploader only as the file's own metadata and cannot be searched by it.
     */
    uploads: z.array(z.object({ url: z.string(), attachedTo: ModeratedItemSchema })),
    moderation: z.array(ExportedDecisionSchema),
    sessions: z.array(ExportedSessionSchema),
  })
  .strict();
export type DataExport = z.infer<typeof DataExportSchema>;
export type ExportedPost = z.infer<typeof ExportedPostSchema>;
export type ExportedReply = z.infer<typeof ExportedReplySchema>;
export type ExportedMessage = z.infer<typeof ExportedMessageSchema>;
export type ExportedReport = z.infer<typeof ExportedReportSchema>;
export type ExportedDecision = z.infer<typeof ExportedDecisionSchema>;
export type ExportedSession = z.infer<typeof ExportedSessionSchema>;
