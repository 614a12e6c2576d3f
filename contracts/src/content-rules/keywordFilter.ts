import { SPAM_KEYWORD_THRESHOLD } from './constants.js';
import { ADULT_KEYWORDS } from './lists/keywords/adult.js';
import { HARASSMENT_KEYWORDS } from './lists/keywords/harassment.js';
import { ILLEGAL_KEYWORDS } from './lists/keywords/illegal.js';
import { SPAM_KEYWORDS } from './lists/keywords/spam.js';
import type { LanguageList } from './lists/types.js';
import { FINDING_MESSAGES } from './messages.js';
import type { RiskLevel } from './risk.js';
import { KEYWORD_CATEGORIES, type KeywordCategory, type ModerationFinding } from './schemas.js';
import { allEntries, keywordForm } from './text.js';

/** The keyword lists by category. */
export const KEYWORD_LISTS: Readonly<Record<KeywordCategory, LanguageList>> = {
  adult: ADULT_KEYWORDS,
  illegal: ILLEGAL_KEYWORDS,
  harassment: HARASSMENT_KEYWORDS,
  spam: SPAM_KEYWORDS,
};

/** The spec's severities: adult high, illegal critical, harassment high, spam medium. */
export const KEYWORD_SEVERITY: Readonly<Record<KeywordCategory, RiskLevel>> = {
  adult: 'high',
  illegal: 'critical',
  harassment: 'high',
  spam: 'medium',
};

// Entries in the same form as the scanned text (a leading space is kept: it means 'at a word start').
const ENTRIES: Readonly<Record<KeywordCategory, readonly string[]>> = {
  adult: allEntries(ADULT_KEYWORDS).map(keywordForm),
  illegal: allEntries(ILLEGAL_KEYWORDS).map(keywordForm),
  harassment: allEntries(HARASSMENT_KEYWORDS).map(keywordForm),
  spam: allEntries(SPAM_KEYWORDS).map(keywordForm),
};

/** The scanned form of title plus content, padded with a space on each side. */
function scannedText(title: string, content: string): string {
  return ` ${keywordForm(`${title}\n${content}`)} `;
}

function matchesIn(category: KeywordCategory, text: string): string[] {
  return ENTRIES[category].filter((entry) => text.includes(entry)).map((entry) => entry.trim());
}

/**
 * The entries of one category that title plus content contain: a
 * case-insensitive SUBSTRING test on the keyword form (see `keywordForm`),
 * each entry listed once however often it occurs, in list order.
 */
export function keywordMatches(category: KeywordCategory, title: string, content: string): string[] {
  return matchesIn(category, scannedText(title, content));
}

/**
 * The spec's keyword filter. Title and content are scanned together;
 * adult, illegal and harassment report a finding on any match, spam only
 * when MORE THAN 2 different spam entries match. Findings come in the
 * order adult, illegal, harassment, spam; `keywords` lists what matched.
 */
export function scanKeywords(title: string, content: string): ModerationFinding[] {
  const text = scannedText(title, content);
  const findings: ModerationFinding[] = [];
  for (const category of KEYWORD_CATEGORIES) {
    const keywords = matchesIn(category, text);
    const triggered = category === 'spam' ? keywords.length > SPAM_KEYWORD_THRESHOLD : keywords.length > 0;
    if (!triggered) continue;
    findings.push({
      type: category,
      severity: KEYWORD_SEVERITY[category],
      message: FINDING_MESSAGES[category],
      keywords,
    });
  }
  return findings;
}

/** Only critical findings block (spec, section 5). */
export function isBlocking(findings: readonly ModerationFinding[]): boolean {
  return findings.some((finding) => finding.severity === 'critical');
}
