import type { Random } from './corpus.js';
import { ENGLISH, HINGLISH, PLACES } from './vocabularyWords.js';

/** How many words the bench's vocabulary holds: real ones first, then a generated tail. */
const VOCABULARY_SIZE = 60_000;
/** Zipf's exponent: word frequency ∝ 1 / rank^s (about 1 for natural language). */
const ZIPF_EXPONENT = 1.0;

// biome-ignore format: syllable tables
const EN = {
  onsets: ['b', 'bl', 'br', 'c', 'ch', 'cl', 'cr', 'd', 'dr', 'f', 'fl', 'fr', 'g', 'gl', 'gr', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'pl', 'pr', 'qu', 'r', 's', 'sc', 'sh', 'sl', 'sm', 'sn', 'sp', 'st', 'str', 'sw', 't', 'th', 'tr', 'v', 'w', 'wh', 'y', 'z', ''],
  vowels: ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ee', 'oa', 'oo', 'ou', 'ie', 'y'],
  codas: ['', '', 'b', 'ck', 'd', 'ft', 'g', 'l', 'ld', 'll', 'm', 'mp', 'n', 'nd', 'ng', 'nk', 'nt', 'p', 'r', 'rd', 'rk', 'rn', 'rt', 's', 'sh', 'sk', 'ss', 'st', 't', 'th', 'x'],
  suffixes: ['', '', '', 's', 'ing', 'ed', 'er', 'ers', 'ly', 'ness', 'ment', 'tion', 'able', 'ful', 'less', 'ist', 'ize', 'ity'],
};
// biome-ignore format: syllable tables
const HI = {
  consonants: ['k', 'kh', 'g', 'gh', 'ch', 'chh', 'j', 'jh', 't', 'th', 'd', 'dh', 'n', 'p', 'ph', 'b', 'bh', 'm', 'y', 'r', 'l', 'v', 'w', 'sh', 's', 'h', ''],
  vowels: ['a', 'aa', 'i', 'ee', 'u', 'oo', 'e', 'ai', 'o', 'au'],
  suffixes: ['', '', '', 'wala', 'wali', 'pur', 'nagar', 'abad', 'ganj', 'garh', 'pura', 'wadi', 'halli', 'palli', 'puram', 'ji', 'iya'],
};

function englishLike(random: Random): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const syllables = 1 + Math.floor(random() * random() * 3.5);
  let word = '';
  for (let i = 0; i < syllables; i++)
    word += pick(EN.onsets) + pick(EN.vowels) + (i === syllables - 1 ? pick(EN.codas) : '');
  return word + pick(EN.suffixes);
}

function hindiLike(random: Random): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const syllables = 2 + Math.floor(random() * random() * 3);
  let word = '';
  for (let i = 0; i < syllables; i++) word += pick(HI.consonants) + pick(HI.vowels);
  return word + pick(HI.suffixes);
}

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * The bench's vocabulary, most frequent first: the real English, Hinglish
 * and place-name lists interleaved (so each has words near the top), then a
 * generated tail of English-like, Hindi-like and place-like words (about a
 * third each) up to `VOCABULARY_SIZE`, deterministic for a seed.
 */
export function buildVocabulary(random: Random): string[] {
  const lists = [ENGLISH, HINGLISH, PLACES].map((text) => text.split(/\s+/).filter(Boolean));
  const seen = new Set<string>();
  const words: string[] = [];
  const add = (word: string) => {
    const key = word.toLowerCase();
    if (word.length < 2 || seen.has(key)) return;
    seen.add(key);
    words.push(word);
  };
  for (let i = 0; lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      const word = list[i];
      if (word) add(word);
    }
  }
  while (words.length < VOCABULARY_SIZE) {
    const kind = random();
    if (kind < 0.4) add(englishLike(random));
    else if (kind < 0.75) add(hindiLike(random));
    else add(capitalised(hindiLike(random)));
  }
  return words;
}

/** Draws words by Zipf's law over a ranked vocabulary (inverse CDF, binary search). */
export function zipfSampler(words: readonly string[], random: Random): () => string {
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let rank = 0; rank < words.length; rank++) {
    sum += 1 / (rank + 1) ** ZIPF_EXPONENT;
    cumulative[rank] = sum;
  }
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = words.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
}
