import type { LanguageList, PatternConcept } from './lists/types.js';

/** Characters that render as nothing and are only ever used to split a word past a filter. */
const INVISIBLE = /[\u00AD\u200B\u2060\uFEFF]/g;

/**
 * The text every matcher sees: Unicode NFKC (full-width letters and ligatures
 * fold to plain ones; Devanagari nukta letters take one canonical form) with
 * invisible separators removed. Case is kept: the capitals rule needs it.
 */
export function canonicalText(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

/**
 * The keyword filter's form of a text: canonical, lower-case, every run of
 * whitespace one space. List entries go through the same function, so
 * 'Earn   From\nHome' contains 'earn from home'.
 */
export function keywordForm(text: string): string {
  return canonicalText(text).toLowerCase().replace(/\s+/gu, ' ');
}

/** Title and content as one text, the way every rule reads them: trimmed parts joined by a line break. */
export function joinTitleAndContent(title: string, content: string): string {
  return [title.trim(), content.trim()].filter((part) => part !== '').join('\n');
}

/** Every entry of a list, all three languages. */
export function allEntries(list: LanguageList): string[] {
  return [...list.english, ...list.hinglish, ...list.devanagari];
}

/** A letter, a combining mark (Devanagari vowel signs), a digit or an underscore: what makes a word. */
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}_]`;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
}

/**
 * One whole-word, case-insensitive regex for a set of regex fragments: a
 * match may not touch a letter, mark, digit or underscore on either side. In
 * a fragment ' ?' is optional whitespace and ' ' is one or more whitespace
 * characters. Longer fragments are tried first.
 */
export function wholeWordRegExp(fragments: readonly string[], flags = 'iu'): RegExp {
  const alternatives = fragments
    .map((fragment) =>
      fragment.normalize('NFKC').replace(/ \?/g, String.raw`\s*`).replace(/ /g, String.raw`\s+`),
    )
    .sort((a, b) => b.length - a.length);
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives.join('|')})(?!${WORD_CHAR})`, flags);
}

/** The same for plain words (no regex syntax), e.g. the profanity list. */
export function wholeWordListRegExp(words: readonly string[], flags = 'iu'): RegExp {
  return wholeWordRegExp(
    words.map((word) => escapeRegExp(word.normalize('NFKC'))),
    flags,
  );
}

/** A pattern concept ready to run: one non-global regex. */
export interface CompiledConcept {
  readonly id: string;
  readonly pattern: RegExp;
  readonly examples: readonly string[];
  readonly nearMisses: readonly string[];
}

export function compileConcept(concept: PatternConcept): CompiledConcept {
  const pattern =
    'pattern' in concept
      ? concept.pattern
      : wholeWordRegExp([...concept.english, ...concept.hinglish, ...concept.devanagari]);
  if (pattern.global || pattern.sticky) throw new Error(`pattern ${concept.id} must not be global or sticky`);
  return { id: concept.id, pattern, examples: concept.examples, nearMisses: concept.nearMisses ?? [] };
}
