import { z } from 'zod';
import { CONFIDENCE_CAP } from './constants.js';
import { RISK_LEVELS } from './risk.js';

/**
 * The moderation results as they cross boundaries: the server refuses a post
 * with 422 (`POST.REFUSED_BY_MODERATION`) and these findings and analysis in
 * the problem body's `moderation` member; the browser parses them back.
 */

export const RiskLevelSchema = z.enum(RISK_LEVELS);

/** The keyword filter's categories, in the spec's order. */
export const KEYWORD_CATEGORIES = ['adult', 'illegal', 'harassment', 'spam'] as const;
export const KeywordCategorySchema = z.enum(KEYWORD_CATEGORIES);
export type KeywordCategory = z.infer<typeof KeywordCategorySchema>;

/** One keyword-filter finding: which category, how serious, the spec's message and what matched. */
export const ModerationFindingSchema = z.object({
  type: KeywordCategorySchema,
  severity: RiskLevelSchema,
  message: z.string().min(1),
  keywords: z.array(z.string()).min(1),
});
export type ModerationFinding = z.infer<typeof ModerationFindingSchema>;

/** The pattern analysis' violation kinds, in the order they are reported. */
export const VIOLATION_IDS = [
  'violent_language',
  'hate_speech',
  'sexual_references',
  'drug_references',
  'spam_promotional',
  'personal_information',
  'excessive_profanity',
  'excessive_capitalization',
  'suspicious_filename',
  'unsupported_file_type',
] as const;
export const ViolationIdSchema = z.enum(VIOLATION_IDS);
export type ViolationId = z.infer<typeof ViolationIdSchema>;

/**
 * One kind of violation: its id, the spec's label, the confidence it added
 * (before the cap) and what triggered it (matched text, profane words, file
 * names; empty for capitals).
 */
export const ContentViolationSchema = z.object({
  id: ViolationIdSchema,
  label: z.string().min(1),
  points: z.number().int().min(0),
  matches: z.array(z.string()),
});
export type ContentViolation = z.infer<typeof ContentViolationSchema>;

/**
 * The pattern analysis result (spec: isSafe, confidence max 100, violations,
 * riskLevel, suggestions). `riskLevel` is after the context rule;
 * `riskBeforeContext` and `contextWords` show why it moved. `isSafe` is
 * false exactly when `riskLevel` is high or critical.
 */
export const ContentAnalysisSchema = z.object({
  isSafe: z.boolean(),
  confidence: z.number().int().min(0).max(CONFIDENCE_CAP),
  violations: z.array(ContentViolationSchema),
  riskLevel: RiskLevelSchema,
  riskBeforeContext: RiskLevelSchema,
  contextWords: z.array(z.string()),
  suggestions: z.array(z.string()),
});
export type ContentAnalysis = z.infer<typeof ContentAnalysisSchema>;

/** What is moderated when publishing: the post's title and content, and its media file names or URLs. */
export const ModerationInputSchema = z.object({
  title: z.string(),
  content: z.string(),
  mediaNames: z.array(z.string()).optional(),
});
export type ModerationInput = z.infer<typeof ModerationInputSchema>;

/** Publish verdicts, least to most restrictive. */
export const POST_VERDICTS = ['allow', 'review', 'block'] as const;
export const PostVerdictSchema = z.enum(POST_VERDICTS);
export type PostVerdict = z.infer<typeof PostVerdictSchema>;

/** Why the verdict is what it is (null when allowed). */
export const POST_VERDICT_REASONS = ['critical_finding', 'unsafe_content', 'non_blocking_findings'] as const;
export const PostVerdictReasonSchema = z.enum(POST_VERDICT_REASONS);
export type PostVerdictReason = z.infer<typeof PostVerdictReasonSchema>;

export const BannerTitleSchema = z.enum(['Content Blocked', 'Content Warning', 'Content Notice']);
export type BannerTitle = z.infer<typeof BannerTitleSchema>;

export const ModerationToastSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });
export type ModerationToast = z.infer<typeof ModerationToastSchema>;

/** The publish decision, identical in the browser and on the server. */
export const ModerationDecisionSchema = z.object({
  verdict: PostVerdictSchema,
  reason: PostVerdictReasonSchema.nullable(),
  findings: z.array(ModerationFindingSchema),
  analysis: ContentAnalysisSchema,
  bannerTitle: BannerTitleSchema.nullable(),
  toast: ModerationToastSchema.nullable(),
  messages: z.array(z.string()),
});
export type ModerationDecision = z.infer<typeof ModerationDecisionSchema>;

/** Chat send verdicts, least to most restrictive. */
export const CHAT_VERDICTS = ['allow', 'warn', 'block'] as const;
export const ChatVerdictSchema = z.enum(CHAT_VERDICTS);
export type ChatVerdict = z.infer<typeof ChatVerdictSchema>;

/** The chat send decision: block (nothing sent), warn (sent, with a warning) or allow. */
export const ChatModerationDecisionSchema = z.object({
  verdict: ChatVerdictSchema,
  findings: z.array(ModerationFindingSchema),
  analysis: ContentAnalysisSchema,
  toastTitle: z.enum(['Message Blocked', 'Content Warning']).nullable(),
  messages: z.array(z.string()),
});
export type ChatModerationDecision = z.infer<typeof ChatModerationDecisionSchema>;

/** The `moderation` member of a 422 `POST.REFUSED_BY_MODERATION` problem body. */
export const ModerationProblemDetailsSchema = z.object({
  findings: z.array(ModerationFindingSchema),
  analysis: ContentAnalysisSchema,
});
export type ModerationProblemDetails = z.infer<typeof ModerationProblemDetailsSchema>;
