/**
 * Shapes of the moderation word lists. Every list is split by how Indian
 * users actually write: English, Hindi/Hinglish in Latin script, and Hindi in
 * Devanagari. The split only documents and tests coverage; matching uses all
 * three together.
 */

/** Plain entries (no regex syntax), matched as written after normalisation. */
export interface LanguageList {
  readonly english: readonly string[];
  readonly hinglish: readonly string[];
  readonly devanagari: readonly string[];
}

/**
 * One *concept* of the pattern analysis (e.g. 'a threat to kill someone'),
 * written as regex fragments per language and compiled into ONE whole-word,
 * case-insensitive regex. In a fragment a literal space means 'one or more
 * whitespace characters' and ' ?' means 'optional whitespace' ('blow ?job'
 * matches 'blowjob' and 'blow job'); anything else is regex syntax (u flag).
 *
 * `examples` must each match this concept and `nearMisses` (innocent text
 * close to it) must not: the unit tests hold every concept to both.
 */
export interface WordConcept {
  readonly id: string;
  readonly english: readonly string[];
  readonly hinglish: readonly string[];
  readonly devanagari: readonly string[];
  readonly examples: readonly string[];
  readonly nearMisses?: readonly string[];
}

/** A concept that is not made of words (phone numbers, e-mail addresses, short links): a ready regex. */
export interface RegexConcept {
  readonly id: string;
  /** Non-global, so `test`/`exec` keep no state between calls. */
  readonly pattern: RegExp;
  /** Same contract as {@link WordConcept.examples} and {@link WordConcept.nearMisses}. */
  readonly examples: readonly string[];
  readonly nearMisses?: readonly string[];
}

export type PatternConcept = WordConcept | RegexConcept;
