import {
  type ChatModerationDecision,
  DomainError,
  type ModerationDecision,
  type ModerationProblemDetails,
  moderateChatMessage,
  moderatePost,
} from '@mohalla/contracts';

/**
 * The content gate: the very word rules the browser runs (contracts'
 * content-rules), applied by the post and chat deciders, so text the browser
 * should have blocked never reaches the log, whatever a client sends.
 * Findings that only warn pass: the browser showed the guidelines for them,
 * and a chat send answers them to its author.
 *
 * The rules are the costliest step of a command (pattern analysis was among
 * the realtime node's top functions), and a command's decision may be taken
 * more than once: again on fresh state after a conflicting writer, and for a
 * post or reply once before its uploads are claimed and its alias assigned
 * (so a refusal changes nothing), then by the decider. So verdicts are
 * remembered by their input, a few at a time: each command's text is judged
 * once. The gate stays pure: the same text always gets the same verdict.
 */

/** How many recent verdicts each gate keeps; a command's retries and checks follow each other closely. */
const REMEMBERED = 64;

function remembering<I, D>(judge: (input: I) => D): (input: I) => D {
  const verdicts = new Map<string, D>();
  return (input) => {
    const key = typeof input === 'string' ? input : JSON.stringify(input);
    const known = verdicts.get(key);
    if (known !== undefined) return known;
    const decision = judge(input);
    if (verdicts.size >= REMEMBERED) verdicts.delete(verdicts.keys().next().value as string);
    verdicts.set(key, decision);
    return decision;
  };
}

const postVerdict = remembering(
  (input: { title: string; content: string; mediaNames: string[] }): ModerationDecision =>
    moderatePost(input),
);

const chatVerdict = remembering((content: string): ChatModerationDecision => moderateChatMessage(content));

/** What a refusal carries so the client can show why: the findings and the analysis. */
const problemDetails = (decision: ModerationDecision | ChatModerationDecision): ModerationProblemDetails => ({
  findings: decision.findings,
  analysis: decision.analysis,
});

/** A post or reply the rules block: 422 `POST.REFUSED_BY_MODERATION` with the findings. */
export function refuseBlockedPostContent(title: string, content: string, mediaUrls: readonly string[]): void {
  const mediaNames = mediaUrls.map((url) => url.split('/').pop() ?? url);
  const decision = postVerdict({ title, content, mediaNames });
  if (decision.verdict !== 'block') return;
  throw new DomainError(
    'POST.REFUSED_BY_MODERATION',
    'Content Blocked: this breaks the community guidelines and was not published.',
    undefined,
    { moderation: problemDetails(decision) },
  );
}

/**
 * A chat text the rules block: `CHAT.MESSAGE_BLOCKED` with the findings.
 * Otherwise the lines to warn its author with, or null when the rules have
 * nothing to say.
 */
export function gateChatText(content: string): string[] | null {
  const decision = chatVerdict(content);
  if (decision.verdict === 'warn') return decision.messages;
  if (decision.verdict !== 'block') return null;
  throw new DomainError(
    'CHAT.MESSAGE_BLOCKED',
    'Message Blocked: this breaks the community guidelines and was not sent.',
    undefined,
    { moderation: problemDetails(decision) },
  );
}
