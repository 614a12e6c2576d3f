/**
 * Text rules shared by both adapters, so that they agree on what a word is:
 * a run of letters, digits and combining marks; folded to lowercase without
 * Latin accents (OpenSearch: `lowercase` + `asciifolding` after a char filter
 * that strips combining accents, and the same pattern tokenizer).
 */
const combiningAccents = /[\u0300-\u036f]/g;
const word = /[\p{L}\p{N}\p{M}]+/gu;
const plainAscii = /^[\x20-\x7e]*$/;
const ligatures: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  œ: 'oe',
  ı: 'i',
  þ: 'th',
};

export function fold(text: string): string {
  // Most words are plain ASCII, which needs only lowercasing (the full path normalizes twice).
  if (plainAscii.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(combiningAccents, '')
    .toLowerCase()
    .replace(/[ßæøđłœıþ]/g, (ch) => ligatures[ch] ?? ch)
    .normalize('NFC');
}

export interface Token {
  /** Folded form. */
  token: string;
  /** UTF-16 offsets of the word in the original text. */
  start: number;
  end: number;
}

export function tokensWithOffsets(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(word)) {
    const token = fold(match[0]);
    if (token) tokens.push({ token, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

const asciiSeparators = /[^a-z0-9]+/;
/** Printable ASCII plus tabs and line breaks, which posts are full of. */
const asciiText = /^[\t\n\r\x20-\x7e]*$/;

export function tokenize(text: string): string[] {
  // Plain ASCII (most posts): letters and digits are the only word characters and
  // folding is lowercasing, so one split does what the Unicode path does per word.
  if (asciiText.test(text)) {
    const words = text.toLowerCase().split(asciiSeparators);
    if (words[0] === '') words.shift();
    if (words.at(-1) === '') words.pop();
    return words;
  }
  return tokensWithOffsets(text).map((t) => t.token);
}

/** The key two titles share when they are equal but for case, accents, spacing and punctuation. */
export function exactKey(text: string): string {
  return tokenize(text).join(' ');
}

/**
 * Whether `a` and `b` are at most one edit apart, an edit being an insert,
 * a delete, a substitution or a swap of two adjacent characters (Lucene's
 * fuzzy queries count a swap as one edit too). Compares code points. Hot:
 * searches call it for every word of every candidate, so it allocates only
 * for the rare word outside the Basic Multilingual Plane.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  // One edit changes the length by at most one code point, two UTF-16 units: a cheap early no.
  if (Math.abs(a.length - b.length) > 2) return false;
  return surrogates.test(a) || surrogates.test(b) ? oneEditApart([...a], [...b]) : oneEditApart(a, b);
}

const surrogates = /[\uD800-\uDFFF]/;
type Chars = string | readonly string[];

function oneEditApart(x: Chars, y: Chars): boolean {
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (x.length > y.length) return sameFrom(x, i + 1, y, i);
  if (x.length < y.length) return sameFrom(x, i, y, i + 1);
  if (i === x.length || sameFrom(x, i + 1, y, i + 1)) return true;
  return x[i] === y[i + 1] && x[i + 1] === y[i] && sameFrom(x, i + 2, y, i + 2);
}

/** Whether `x` from `i` on equals `y` from `j` on. */
function sameFrom(x: Chars, i: number, y: Chars, j: number): boolean {
  if (x.length - i !== y.length - j) return false;
  for (; i < x.length; i++, j++) if (x[i] !== y[j]) return false;
  return true;
}

/** Every string made by deleting one character (code point) of `term`. */
export function deletions(term: string): string[] {
  const chars = [...term];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...out];
}
