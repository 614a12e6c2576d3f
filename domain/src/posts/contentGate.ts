import { DomainError, moderatePost } from '@mohalla/contracts';

/**
 * The server's half of the publish flow: the very rules the browser runs
 * (one module in contracts), so text the browser should have blocked never
 * reaches the log, whatever a client sends. Findings that only warn pass:
 * the browser showed the guidelines for them.
 */
export function refuseWhatModerationBlocks(
  title: string,
  content: string,
  mediaUrls: readonly string[],
): void {
  const decision = moderatePost({
    title,
    content,
    mediaNames: mediaUrls.map((url) => url.split('/').pop() ?? url),
  });
  if (decision.verdict !== 'block') return;
  throw new DomainError(
    'POST.REFUSED_BY_MODERATION',
    'Content Blocked: this breaks the community guidelines and was not published.',
    undefined,
    { moderation: { findings: decision.findings, analysis: decision.analysis } },
  );
}
