/**
 * Text rules shared by both adapters, so that they agree on what a word is:
 * a run of letters, digits and combining marks; folded to lowercase without
 * Latin accents (OpenSearch: `lowercase` + `asciifolding` after a char filter
 * that strips combining accents, and the same pattern tokenizer).
 */
const combiningAccents = /[\u0300-\u036f]/g;
const word = /[\p{L}\p{N}\p{M}]+/gu;
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

export function tokenize(text: string): string[] {
  return tokensWithOffsets(text).map((t) => t.token);
}

/** The key two titles share when they are equal but for case, accents, spacing and punctuation. */
export function exactKey(text: string): string {
  return tokenize(text).join(' ');
}

/**
 * Whether `a` and `b` are at most one edit apart, an edit being an insert,
 * a delete, a substitution or a swap of two adjacent characters (Lucene's
 * fuzzy queries count a swap as one edit too). Compares code points.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: string[], from: number) => p.slice(from).join('');
  if (x.length === y.length) {
    if (rest(x, i + 1) === rest(y, i + 1)) return true;
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(x, i + 2) === rest(y, i + 2);
  }
  return x.length > y.length ? rest(x, i + 1) === rest(y, i) : rest(x, i) === rest(y, i + 1);
}

/** Every string made by deleting one character (code point) of `term`. */
export function deletions(term: string): string[] {
  const chars = [...term];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...out];
}
