/**
 * Martin Porter's stemmer (the revised reference version, as Lucene's
 * `porter_stem` filter implements it), so that the embedded adapter and the
 * highlighter stem words the way OpenSearch's `porter_stem` does. Works on
 * folded lowercase ASCII words; anything else is returned unchanged.
 */
const step2: Record<string, string> = {
  ational: 'ate',
  tional: 'tion',
  enci: 'ence',
  anci: 'ance',
  izer: 'ize',
  bli: 'ble',
  alli: 'al',
  entli: 'ent',
  eli: 'e',
  ousli: 'ous',
  ization: 'ize',
  ation: 'ate',
  ator: 'ate',
  alism: 'al',
  iveness: 'ive',
  fulness: 'ful',
  ousness: 'ous',
  aliti: 'al',
  iviti: 'ive',
  biliti: 'ble',
  logi: 'log',
};
const step3: Record<string, string> = {
  icate: 'ic',
  ative: '',
  alize: 'al',
  iciti: 'ic',
  ical: 'ic',
  ful: '',
  ness: '',
};

const c = '[^aeiou]';
const v = '[aeiouy]';
const C = `${c}[^aeiouy]*`;
const V = `${v}[aeiou]*`;
const mGreater0 = new RegExp(`^(${C})?${V}${C}`);
const mEquals1 = new RegExp(`^(${C})?${V}${C}(${V})?$`);
const mGreater1 = new RegExp(`^(${C})?${V}${C}${V}${C}`);
const vowelInStem = new RegExp(`^(${C})?${v}`);
const cvc = new RegExp(`^${C}${v}[^aeiouwxy]$`);

const step2Suffix =
  /^(.+?)(ational|tional|enci|anci|izer|bli|alli|entli|eli|ousli|ization|ation|ator|alism|iveness|fulness|ousness|aliti|iviti|biliti|logi)$/;
const step3Suffix = /^(.+?)(icate|ative|alize|iciti|ical|ful|ness)$/;
const step4Suffix = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;

/**
 * Stems are asked for again and again (every word of every candidate post,
 * at every search): remember them. Words repeat (a community's vocabulary
 * is small), and the cache starts over when it gets large.
 */
const stems = new Map<string, string>();
const maxCachedStems = 200_000;

export function porterStem(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= maxCachedStems) stems.clear();
    stem = stemOf(word);
    stems.set(word, stem);
  }
  return stem;
}

function stemOf(word: string): string {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  // An initial y is a consonant: mark it so the vowel classes skip it.
  const initialY = word[0] === 'y';
  let w = initialY ? `Y${word.slice(1)}` : word;
  // Step 1a
  const plural = /^(.+?)(ss|i)es$/.exec(w) ?? /^(.+?)([^s])s$/.exec(w);
  if (plural) w = plural[1]! + plural[2]!;

  // Step 1b
  const eed = /^(.+?)eed$/.exec(w);
  const edIng = eed ? null : /^(.+?)(ed|ing)$/.exec(w);
  if (eed) {
    if (mGreater0.test(eed[1]!)) w = w.slice(0, -1);
  } else if (edIng && vowelInStem.test(edIng[1]!)) {
    w = edIng[1]!;
    if (/(at|bl|iz)$/.test(w)) w += 'e';
    else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
    else if (cvc.test(w)) w += 'e';
  }

  // Step 1c
  const y = /^(.+?)y$/.exec(w);
  if (y && vowelInStem.test(y[1]!)) w = `${y[1]}i`;

  // Steps 2 and 3
  const s2 = step2Suffix.exec(w);
  if (s2 && mGreater0.test(s2[1]!)) w = s2[1]! + step2[s2[2]!];
  const s3 = step3Suffix.exec(w);
  if (s3 && mGreater0.test(s3[1]!)) w = s3[1]! + step3[s3[2]!];

  // Step 4
  const s4 = step4Suffix.exec(w);
  const ion = s4 ? null : /^(.+?)(s|t)(ion)$/.exec(w);
  if (s4 && mGreater1.test(s4[1]!)) w = s4[1]!;
  else if (ion && mGreater1.test(ion[1]! + ion[2]!)) w = ion[1]! + ion[2]!;

  // Step 5
  const e = /^(.+?)e$/.exec(w);
  if (e && (mGreater1.test(e[1]!) || (mEquals1.test(e[1]!) && !cvc.test(e[1]!)))) w = e[1]!;
  if (/ll$/.test(w) && mGreater1.test(w)) w = w.slice(0, -1);

  return initialY ? `y${w.slice(1)}` : w;
}
