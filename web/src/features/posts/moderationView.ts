import {
  analysisBlocks,
  BANNER_BLOCKED,
  type BannerTitle,
  CONTENT_FLAGGED_PREFIX,
  type ContentAnalysis,
  isBlocking,
  MODERATION_ALERT_TITLE,
  type ModerationFinding,
  type ModerationInput,
  ModerationProblemDetailsSchema,
  type ModerationToast,
  moderatePost,
  type PostVerdict,
  SIREN,
} from '@mohalla/contracts';

/** The warning banner above the form's buttons. */
export interface ModerationNotice {
  title: BannerTitle;
  messages: string[];
  /** What was detected: matched keywords, patterns and file names. */
  keywords: string[];
}

export interface ModerationOutcome {
  verdict: PostVerdict;
  toast: ModerationToast | null;
  notice: ModerationNotice | null;
}

function keywordsOf(findings: readonly ModerationFinding[], analysis: ContentAnalysis): string[] {
  const all = [...findings.flatMap((f) => f.keywords), ...analysis.violations.flatMap((v) => v.matches)];
  return [...new Set(all.map((k) => k.trim()).filter(Boolean))];
}

/** The shared publish decision, run in the browser before anything is sent. */
export function moderateDraft(input: ModerationInput): ModerationOutcome {
  const decision = moderatePost(input);
  return {
    verdict: decision.verdict,
    toast: decision.toast,
    notice: decision.bannerTitle
      ? {
          title: decision.bannerTitle,
          messages: decision.messages,
          keywords: keywordsOf(decision.findings, decision.analysis),
        }
      : null,
  };
}

/**
 * The server's 422 refusal read the same way as a block here (an older or
 * modified client may have let it through). Null when the body carries no
 * readable findings.
 */
export function moderationOfRefusal(details: unknown): ModerationOutcome | null {
  const parsed = ModerationProblemDetailsSchema.safeParse(details);
  if (!parsed.success) return null;
  const { findings, analysis } = parsed.data;
  const flagged = `${CONTENT_FLAGGED_PREFIX} ${analysis.violations.map((v) => v.label).join(', ')}`;
  const critical = findings.filter((f) => f.severity === 'critical').map((f) => `${SIREN} ${f.message}`);
  const toast = isBlocking(findings)
    ? { title: BANNER_BLOCKED, description: critical.join(' ') }
    : { title: MODERATION_ALERT_TITLE, description: flagged };
  const messages = findings.map((f) => (f.severity === 'critical' ? `${SIREN} ${f.message}` : f.message));
  if (analysisBlocks(analysis)) messages.push(flagged);
  return {
    verdict: 'block',
    toast,
    notice: { title: BANNER_BLOCKED, messages, keywords: keywordsOf(findings, analysis) },
  };
}
