import { isBlocking, scanKeywords } from './keywordFilter.js';
import {
  BANNER_BLOCKED,
  BANNER_NOTICE,
  BANNER_WARNING,
  CHAT_BLOCKED_TITLE,
  CHAT_WARNING_TITLE,
  CONTENT_FLAGGED_PREFIX,
  MODERATION_ALERT_TITLE,
  REVIEW_REQUIRED_MESSAGE,
  REVIEW_REQUIRED_TITLE,
  SIREN,
} from './messages.js';
import { analyzeContent } from './patternAnalysis.js';
import { highestRisk, isRiskAtLeast } from './risk.js';
import {
  type BannerTitle,
  CHAT_VERDICTS,
  type ChatModerationDecision,
  type ChatVerdict,
  type ContentAnalysis,
  type ModerationDecision,
  type ModerationFinding,
  type ModerationInput,
  type ModerationToast,
  POST_VERDICTS,
  type PostVerdict,
  type PostVerdictReason,
} from './schemas.js';

/** 0 for allow, 1 for review, 2 for block. */
export function postVerdictRank(verdict: PostVerdict): number {
  return POST_VERDICTS.indexOf(verdict);
}

/** 0 for allow, 1 for warn, 2 for block. */
export function chatVerdictRank(verdict: ChatVerdict): number {
  return CHAT_VERDICTS.indexOf(verdict);
}

/**
 * Whether the deeper analysis blocks: the spec's 'not safe, or risk high or
 * critical' (the risk after the context rule). `isSafe` is defined as 'risk
 * below high', so both halves say the same thing; both are checked so that
 * an analysis parsed from elsewhere is read the way the spec says.
 */
export function analysisBlocks(analysis: ContentAnalysis): boolean {
  return !analysis.isSafe || isRiskAtLeast(analysis.riskLevel, 'high');
}

/**
 * The publish verdict from its two inputs (spec section 4, 'Posting'):
 * block when any keyword finding is critical ('critical_finding'), else
 * block when the analysis blocks ('unsafe_content'), else review when there
 * are (non-blocking) keyword findings, which the browser answers with the
 * guidelines dialog; else allow. Analysis violations that do not block
 * (medium risk or lower) do not hold a post for review on their own.
 */
export function decidePostVerdict(
  findings: readonly ModerationFinding[],
  analysis: ContentAnalysis,
): { verdict: PostVerdict; reason: PostVerdictReason | null } {
  if (isBlocking(findings)) return { verdict: 'block', reason: 'critical_finding' };
  if (analysisBlocks(analysis)) return { verdict: 'block', reason: 'unsafe_content' };
  if (findings.length > 0) return { verdict: 'review', reason: 'non_blocking_findings' };
  return { verdict: 'allow', reason: null };
}

/**
 * The warning banner's prefix: none when allowed; 'Content Blocked' when
 * blocked (a critical finding, or an analysis that blocks); otherwise by the
 * highest level among the findings and the analysis: 'Content Warning' for
 * high, 'Content Notice' for anything lower.
 */
export function bannerTitleFor(
  verdict: PostVerdict,
  findings: readonly ModerationFinding[],
  analysis: ContentAnalysis,
): BannerTitle | null {
  if (verdict === 'allow') return null;
  if (verdict === 'block') return BANNER_BLOCKED;
  const level = highestRisk([...findings.map((f) => f.severity), analysis.riskLevel]);
  if (level === 'critical') return BANNER_BLOCKED;
  return level === 'high' ? BANNER_WARNING : BANNER_NOTICE;
}

/** 'Content flagged: violent language, hate speech'. */
function flaggedLine(analysis: ContentAnalysis): string {
  return `${CONTENT_FLAGGED_PREFIX} ${analysis.violations.map((v) => v.label).join(', ')}`;
}

/**
 * The lines a banner shows: each finding's message (critical ones after the
 * siren marker), then, when the analysis blocks, 'Content flagged:' with the
 * violation labels.
 */
function decisionMessages(findings: readonly ModerationFinding[], analysis: ContentAnalysis): string[] {
  const lines = findings.map((f) => (f.severity === 'critical' ? `${SIREN} ${f.message}` : f.message));
  if (analysisBlocks(analysis)) lines.push(flaggedLine(analysis));
  return lines;
}

function toastFor(
  reason: PostVerdictReason | null,
  findings: readonly ModerationFinding[],
  analysis: ContentAnalysis,
): ModerationToast | null {
  switch (reason) {
    case 'critical_finding':
      return {
        title: BANNER_BLOCKED,
        description: findings
          .filter((f) => f.severity === 'critical')
          .map((f) => `${SIREN} ${f.message}`)
          .join(' '),
      };
    case 'unsafe_content':
      return { title: MODERATION_ALERT_TITLE, description: flaggedLine(analysis) };
    case 'non_blocking_findings':
      return { title: REVIEW_REQUIRED_TITLE, description: REVIEW_REQUIRED_MESSAGE };
    case null:
      return null;
  }
}

/**
 * The publish decision, run identically by the browser (before sending) and
 * the server (before appending the event): keyword scan, pattern analysis,
 * verdict (see `decidePostVerdict`), banner title, toast and messages.
 */
export function moderatePost(input: ModerationInput): ModerationDecision {
  const findings = scanKeywords(input.title, input.content);
  const analysis = analyzeContent(input);
  const { verdict, reason } = decidePostVerdict(findings, analysis);
  return {
    verdict,
    reason,
    findings,
    analysis,
    bannerTitle: bannerTitleFor(verdict, findings, analysis),
    toast: toastFor(reason, findings, analysis),
    messages: decisionMessages(findings, analysis),
  };
}

/**
 * The chat send rule (spec section 5, 'Chat send'): the trimmed text is
 * checked like a post with no title and no media. Block (toast 'Message
 * Blocked', nothing sent) on the same blocking rule as a post; warn (toast
 * 'Content Warning', the message is still sent) when there are non-blocking
 * keyword findings; else allow.
 */
export function moderateChatMessage(text: string): ChatModerationDecision {
  const content = text.trim();
  const findings = scanKeywords('', content);
  const analysis = analyzeContent({ title: '', content });
  const { verdict: postVerdict } = decidePostVerdict(findings, analysis);
  const verdict: ChatVerdict =
    postVerdict === 'block' ? 'block' : postVerdict === 'review' ? 'warn' : 'allow';
  return {
    verdict,
    findings,
    analysis,
    toastTitle: verdict === 'block' ? CHAT_BLOCKED_TITLE : verdict === 'warn' ? CHAT_WARNING_TITLE : null,
    messages: decisionMessages(findings, analysis),
  };
}
