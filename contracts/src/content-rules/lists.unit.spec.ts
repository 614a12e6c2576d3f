import { describe, expect, it } from 'vitest';
import { moderatePost } from './decision.js';
import { KEYWORD_LISTS, keywordMatches, scanKeywords } from './keywordFilter.js';
import { CONTEXT_WORDS } from './lists/context.js';
import { DRUG_CONCEPTS } from './lists/patterns/drugs.js';
import { HATE_CONCEPTS } from './lists/patterns/hate.js';
import { SEXUAL_CONCEPTS } from './lists/patterns/sexual.js';
import { SPAM_CONCEPTS } from './lists/patterns/spam.js';
import { VIOLENCE_CONCEPTS } from './lists/patterns/violence.js';
import { PROFANITY } from './lists/profanity.js';
import type { LanguageList, WordConcept } from './lists/types.js';
import { COMPILED_PATTERNS, contextWordsIn, countProfanity, PATTERN_CATEGORIES } from './patternAnalysis.js';
import { KEYWORD_CATEGORIES } from './schemas.js';
import { allEntries, canonicalText, keywordForm } from './text.js';

const LANGUAGES = ['english', 'hinglish', 'devanagari'] as const;

describe('keyword lists (substring, case-insensitive)', () => {
  describe.each(KEYWORD_CATEGORIES)('%s', (category) => {
    const list = KEYWORD_LISTS[category];
    const entries = allEntries(list);

    it.each(LANGUAGES)('has %s entries', (language) => {
      expect(list[language].length).toBeGreaterThan(0);
    });

    it('holds entries already in keyword form (lower-case, single spaces) with no duplicates', () => {
      for (const entry of entries) {
        expect(keywordForm(entry)).toBe(entry);
        expect(entry.trim()).not.toBe('');
      }
      expect(new Set(entries).size).toBe(entries.length);
    });

    it('has no entry inside another, so every match is one distinct signal', () => {
      for (const a of entries)
        for (const b of entries)
          if (a !== b) expect(b.includes(a.trim()), `'${b}' contains '${a}'`).toBe(false);
    });

    it('matches each of its entries written alone, in capitals', () => {
      for (const entry of entries) {
        expect(keywordMatches(category, '', entry.toUpperCase())).toContain(entry.trim());
        if (category !== 'spam') expect(scanKeywords('', entry).map((f) => f.type)).toContain(category);
      }
    });
  });
});

describe('pattern concepts (one whole-word regex each)', () => {
  const wordConcepts: Record<string, readonly WordConcept[]> = {
    violence: VIOLENCE_CONCEPTS,
    hate: HATE_CONCEPTS,
    sexual: SEXUAL_CONCEPTS,
    drugs: DRUG_CONCEPTS,
  };

  it.each(Object.entries(wordConcepts))(
    '%s is written in English, Hinglish and Devanagari',
    (_, concepts) => {
      for (const language of LANGUAGES) expect(concepts.some((c) => c[language].length > 0)).toBe(true);
    },
  );

  it('spam patterns cover English, Hinglish and Devanagari too', () => {
    for (const language of LANGUAGES)
      expect(SPAM_CONCEPTS.some((c) => 'english' in c && c[language].length > 0)).toBe(true);
  });

  const cases = PATTERN_CATEGORIES.flatMap((category) =>
    COMPILED_PATTERNS[category].map((concept) => [category, concept.id, concept] as const),
  );

  it.each(cases)('%s / %s matches its examples and none of its near misses', (_, __, concept) => {
    expect(concept.examples.length).toBeGreaterThan(0);
    for (const example of concept.examples)
      expect(concept.pattern.test(canonicalText(example)), example).toBe(true);
    for (const nearMiss of concept.nearMisses)
      expect(concept.pattern.test(canonicalText(nearMiss)), nearMiss).toBe(false);
  });

  it('has unique concept ids within each category', () => {
    for (const category of PATTERN_CATEGORIES) {
      const ids = COMPILED_PATTERNS[category].map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe.each([
  ['profanity', PROFANITY, (entry: string) => countProfanity(entry).count === 1],
  ['context words', CONTEXT_WORDS, (entry: string) => contextWordsIn(`a ${entry} b`).length === 1],
] as const)('%s (whole words)', (_, list: LanguageList, detects) => {
  it.each(LANGUAGES)('has %s entries', (language) => {
    expect(list[language].length).toBeGreaterThan(0);
  });

  it('detects each entry on its own, and never inside a longer word', () => {
    for (const entry of allEntries(list)) {
      expect(detects(entry), entry).toBe(true);
      expect(detects(`x${entry}x`), `x${entry}x`).toBe(false);
    }
  });
});

describe('innocent text passes every rule', () => {
  it.each([
    'Class assignment due on Monday',
    'Scunthorpe United won again',
    'Looking for a good therapist near Bandra',
    'Data analysis workshop this weekend',
    'Cocktail party at the community hall',
    'Who will shoot a video of the Ganpati procession?',
    'Trip photos from Sussex and Essex',
    'The sex ratio of our ward improved',
    'Chamarajpet bus stop is shifted',
    'Mint chutney recipe for the potluck',
    'Gali ke kutte raat bhar bhonkte hain, koi NGO contact karo',
    'Kids learn from home these days',
    'How to make a Bombay sandwich',
    'Hot glue gun for sale, barely used',
    'Never share your OTP with anyone calling from the bank',
    'Beware of fake currency notes in the vegetable market',
    'The closer shop opens at 9',
    'Fire retardant paint for the society gate',
    'Parking is a thorny issue in our lane',
    'Flat 50% off on all sarees this Diwali',
    'Grandiose plans for the new park',
    'Main tumhe station chodunga, chinta mat karo',
    'Sasta maal milta hai Crawford Market mein',
    'Killing time at the mall while the car is serviced',
    'Drain cleaning in Kashmir ghati villages',
    'Dhed sau rupaye kilo tamatar!',
    'Pakistan won the toss today',
    'Generic drugs available at the Jan Aushadhi store',
    'Visible to the naked eye tonight: the lunar eclipse',
    'Watch your backpacks in the crowded market',
    'Fresh grape juice stall near the station',
    'बच्चों के लिए योग की कक्षा रविवार को',
    'कल सुबह पानी नहीं आएगा',
  ])('%j', (text) => {
    const decision = moderatePost({ title: '', content: text });
    expect(decision.findings).toEqual([]);
    expect(decision.analysis.violations).toEqual([]);
    expect(decision.verdict).toBe('allow');
  });
});
