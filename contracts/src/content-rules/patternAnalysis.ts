import {
  CAPS_MIN_LENGTH,
  CAPS_POINTS,
  CAPS_RATIO,
  CONFIDENCE_CAP,
  PATTERN_POINTS,
  PROFANITY_POINTS,
  PROFANITY_THRESHOLD,
  SUSPICIOUS_FILENAME_POINTS,
  UNSUPPORTED_FILE_POINTS,
} from './constants.js';
import { CONTEXT_WORDS } from './lists/context.js';
import { DRUG_CONCEPTS } from './lists/patterns/drugs.js';
import { HATE_CONCEPTS } from './lists/patterns/hate.js';
import { PERSONAL_CONCEPTS } from './lists/patterns/personal.js';
import { SEXUAL_CONCEPTS } from './lists/patterns/sexual.js';
import { SPAM_CONCEPTS } from './lists/patterns/spam.js';
import { VIOLENCE_CONCEPTS } from './lists/patterns/violence.js';
import { PROFANITY } from './lists/profanity.js';
import { isAllowedMediaName, isSuspiciousMediaName, mediaBaseName } from './media.js';
import { VIOLATION_LABELS, VIOLATION_SUGGESTIONS } from './messages.js';
import { isRiskAtLeast, lowerRiskForContext, maxRisk, type RiskLevel } from './risk.js';
import type { ContentAnalysis, ContentViolation, ModerationInput, ViolationId } from './schemas.js';
import { VIOLATION_IDS } from './schemas.js';
import {
  allEntries,
  type CompiledConcept,
  canonicalText,
  compileConcept,
  joinTitleAndContent,
  wholeWordListRegExp,
} from './text.js';

/** The spec's pattern categories. */
export const PATTERN_CATEGORIES = ['violence', 'hate', 'sexual', 'drugs', 'spam', 'personal'] as const;
export type PatternCategory = (typeof PATTERN_CATEGORIES)[number];

interface CategoryRule {
  readonly violation: ViolationId;
  /** The level a match raises the risk to; low means 'no raise'. */
  readonly raisesTo: RiskLevel;
}

/** Violence, hate and sexual raise the risk to high; drugs and spam to medium; personal information not at all. */
const CATEGORY_RULES: Readonly<Record<PatternCategory, CategoryRule>> = {
  violence: { violation: 'violent_language', raisesTo: 'high' },
  hate: { violation: 'hate_speech', raisesTo: 'high' },
  sexual: { violation: 'sexual_references', raisesTo: 'high' },
  drugs: { violation: 'drug_references', raisesTo: 'medium' },
  spam: { violation: 'spam_promotional', raisesTo: 'medium' },
  personal: { violation: 'personal_information', raisesTo: 'low' },
};

/** Every concept, compiled once, by category. */
export const COMPILED_PATTERNS: Readonly<Record<PatternCategory, readonly CompiledConcept[]>> = {
  violence: VIOLENCE_CONCEPTS.map(compileConcept),
  hate: HATE_CONCEPTS.map(compileConcept),
  sexual: SEXUAL_CONCEPTS.map(compileConcept),
  drugs: DRUG_CONCEPTS.map(compileConcept),
  spam: SPAM_CONCEPTS.map(compileConcept),
  personal: PERSONAL_CONCEPTS.map(compileConcept),
};

const PROFANITY_PATTERN = wholeWordListRegExp(allEntries(PROFANITY), 'giu');
const CONTEXT_PATTERN = wholeWordListRegExp(allEntries(CONTEXT_WORDS), 'giu');

function tidy(match: string): string {
  return match.replace(/\s+/gu, ' ').trim();
}

/**
 * A 'pattern' of the spec is one CONCEPT (a threat to kill, a caste slur, an
 * Indian mobile number...), written as ONE regex that covers its English,
 * Hinglish and Devanagari forms. A concept counts once however many times
 * and in however many languages it occurs; each concept that matches adds
 * 20. Answers the matching concepts of a category with the first text each
 * matched.
 */
export function matchingConcepts(category: PatternCategory, text: string): { id: string; match: string }[] {
  const canonical = canonicalText(text);
  const found: { id: string; match: string }[] = [];
  for (const concept of COMPILED_PATTERNS[category]) {
    const match = concept.pattern.exec(canonical);
    if (match) found.push({ id: concept.id, match: tidy(match[0]) });
  }
  return found;
}

/**
 * A 'profane word' is an occurrence of a profanity-list entry as a WHOLE
 * word (no letter, combining mark, digit or underscore touching it), case
 * aside; repetitions count ('shit shit' is two). Answers the count and the
 * distinct words, lower-case.
 */
export function countProfanity(text: string): { count: number; words: string[] } {
  const words = [...canonicalText(text).matchAll(PROFANITY_PATTERN)].map((m) => tidy(m[0]).toLowerCase());
  return { count: words.length, words: [...new Set(words)] };
}

/** The educational or professional context words the text contains (whole words, distinct, lower-case). */
export function contextWordsIn(text: string): string[] {
  const words = [...canonicalText(text).matchAll(CONTEXT_PATTERN)].map((m) => tidy(m[0]).toLowerCase());
  return [...new Set(words)];
}

/**
 * The capitals rule: a text longer than 20 characters (Unicode code points,
 * line breaks and spaces included) in which more than 70 percent of the
 * letters that have a case are capitals. Letters without case (Devanagari),
 * digits, spaces and punctuation are in the length but not in the share.
 */
export function isShouting(text: string): boolean {
  const canonical = canonicalText(text);
  if ([...canonical].length <= CAPS_MIN_LENGTH) return false;
  const upper = canonical.match(/\p{Lu}/gu)?.length ?? 0;
  const cased = canonical.match(/[\p{Lu}\p{Ll}\p{Lt}]/gu)?.length ?? 0;
  return cased > 0 && upper / cased > CAPS_RATIO;
}

function violation(id: ViolationId, points: number, matches: readonly string[]): ContentViolation {
  return { id, label: VIOLATION_LABELS[id], points, matches: [...matches] };
}

/**
 * The spec's pattern analysis of a post (or a chat message: title '').
 *
 * - Each category (violence, hate, sexual, drugs, spam, personal) with a
 *   matching concept yields one violation worth 20 per matching concept;
 *   violence, hate and sexual raise the risk to high, drugs and spam to
 *   medium, personal information leaves it.
 * - More than 3 profane words: excessive_profanity, +15, risk at least medium.
 * - More than 20 characters with more than 70 percent capitals:
 *   excessive_capitalization, +10.
 * - Any media file name containing adult, porn or sex: suspicious_filename,
 *   +30 (once, listing the files), risk at least high.
 * - Any media extension outside jpg, jpeg, png, gif, webp, mp4, mov, avi:
 *   unsupported_file_type, +15 (once, listing the files).
 * - Confidence is the sum, capped at 100.
 * - Educational or professional context (see `CONTEXT_WORDS`) then lowers
 *   critical to high and high to medium.
 * - `isSafe` is false exactly when the final risk is high or critical.
 * - One suggestion per violation, in violation order.
 *
 * Text is title and content, trimmed, joined by a line break.
 */
export function analyzeContent(input: ModerationInput): ContentAnalysis {
  const text = canonicalText(joinTitleAndContent(input.title, input.content));
  const media = (input.mediaNames ?? []).filter((name) => name.trim() !== '');
  const found = new Map<ViolationId, ContentViolation>();
  let risk: RiskLevel = 'low';

  for (const category of PATTERN_CATEGORIES) {
    const concepts = matchingConcepts(category, text);
    if (concepts.length === 0) continue;
    const rule = CATEGORY_RULES[category];
    found.set(
      rule.violation,
      violation(
        rule.violation,
        PATTERN_POINTS * concepts.length,
        concepts.map((c) => c.match),
      ),
    );
    risk = maxRisk(risk, rule.raisesTo);
  }

  const profanity = countProfanity(text);
  if (profanity.count > PROFANITY_THRESHOLD) {
    found.set('excessive_profanity', violation('excessive_profanity', PROFANITY_POINTS, profanity.words));
    risk = maxRisk(risk, 'medium');
  }

  if (isShouting(text)) {
    found.set('excessive_capitalization', violation('excessive_capitalization', CAPS_POINTS, []));
  }

  const suspicious = media.filter(isSuspiciousMediaName).map(mediaBaseName);
  if (suspicious.length > 0) {
    found.set(
      'suspicious_filename',
      violation('suspicious_filename', SUSPICIOUS_FILENAME_POINTS, suspicious),
    );
    risk = maxRisk(risk, 'high');
  }

  const unsupported = media.filter((name) => !isAllowedMediaName(name)).map(mediaBaseName);
  if (unsupported.length > 0) {
    found.set(
      'unsupported_file_type',
      violation('unsupported_file_type', UNSUPPORTED_FILE_POINTS, unsupported),
    );
  }

  const violations = VIOLATION_IDS.flatMap((id) => found.get(id) ?? []);
  const total = violations.reduce((sum, v) => sum + v.points, 0);
  const contextWords = contextWordsIn(text);
  const riskLevel = contextWords.length > 0 ? lowerRiskForContext(risk) : risk;
  return {
    isSafe: !isRiskAtLeast(riskLevel, 'high'),
    confidence: Math.min(total, CONFIDENCE_CAP),
    violations,
    riskLevel,
    riskBeforeContext: risk,
    contextWords,
    suggestions: violations.map((v) => VIOLATION_SUGGESTIONS[v.id]),
  };
}
