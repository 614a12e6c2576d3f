import { describe, expect, it } from 'vitest';
import { bodyText, lineText, normalizeBodyText, normalizeLineText } from './text.js';

describe('normalizeBodyText', () => {
  it('makes every line break an LF and keeps tabs', () => {
    expect(normalizeBodyText('one\r\ntwo\rthree\u2028four\u0085five\n\tsix')).toBe(
      'one\ntwo\nthree\nfour\nfive\n\tsix',
    );
  });

  it('removes NUL, other C0 and C1 controls and DEL', () => {
    expect(normalizeBodyText('a\u0000b\u0007c\u0008d\u000Be\u000Cf\u007Fg\u0080h\u009Fi')).toBe('abcdefghi');
  });

  it('removes ANSI escape sequences whole, leaving no [31m behind', () => {
    expect(normalizeBodyText('\u001B[31mred\u001B[0m and \u001B[1;4mbold\u001B[m')).toBe('red and bold');
    expect(normalizeBodyText('\u001B]0;pwned title\u0007hi')).toBe('hi');
    expect(normalizeBodyText('\u001B]8;;https://evil.example\u001B\\link\u001B]8;;\u001B\\')).toBe('link');
    expect(normalizeBodyText('\u001BPq#0;2;0;0;0\u001B\\after')).toBe('after');
    expect(normalizeBodyText('\u001Bcreset \u001B(Bcharset \u009B2Jcleared')).toBe('reset charset cleared');
    expect(normalizeBodyText('dangling\u001B')).toBe('dangling');
  });

  it('removes bidi overrides, embeddings, isolates and marks', () => {
    expect(normalizeBodyText('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
    const bidi = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(normalizeBodyText(`a${bidi}b`)).toBe('ab');
  });

  it('removes zero-width and other invisible characters, so hidden text cannot split a word', () => {
    expect(normalizeBodyText('f\u200Bu\u2060c\uFEFFk\u00ADing')).toBe('fucking');
    expect(normalizeBodyText('\u3164\u115F\u1160\uFFA0name')).toBe('name');
    // Tag characters smuggle ASCII no one sees...
    expect(normalizeBodyText('hi\u{E0069}\u{E0067}\u{E006E}\u{E006F}\u{E0072}\u{E0065}')).toBe('hi');
    // ...but a flag emoji's tag sequence is the flag.
    const england = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    expect(normalizeBodyText(`Go ${england}!`)).toBe(`Go ${england}!`);
  });

  it.each([
    ['Devanagari with ZWJ (half form) and ZWNJ', 'क्‍ष और क्‌ष, नमस्ते दुनिया'],
    ['Bengali with ZWJ (ya-phala after ra)', 'র‍্যাব, বাংলা ভাষা'],
    ['Tamil with ZWNJ', 'க்‌ஷ, தமிழ் மொழி'],
    ['Malayalam chillu with ZWJ', 'ന്‍ ണ്‍ മലയാളം'],
    ['Urdu with ZWNJ', 'می‌خواہم اردو'],
    ['an emoji joined by ZWJ, with a variation selector', '👩‍👩‍👧 ❤️'],
    ['Arabic number sign (visible)', '\u0600١٢٣'],
  ])('keeps %s unchanged', (_, text) => {
    expect(normalizeBodyText(text)).toBe(text);
    expect(normalizeLineText(text)).toBe(text);
  });

  it('composes combining marks (NFC)', () => {
    expect(normalizeBodyText('Cafe\u0301')).toBe('Café');
    expect(normalizeBodyText('Cafe\u0301')).toHaveLength(4);
    // Removing an invisible character between a letter and its mark still composes.
    expect(normalizeBodyText('e\u200B\u0301')).toBe('é');
  });

  it('replaces a lone surrogate, which cannot be stored as UTF-8', () => {
    expect(normalizeBodyText('a\uD800b\uDC00c')).toBe('a\uFFFDb\uFFFDc');
    expect(normalizeBodyText('😀')).toBe('😀');
  });
});

describe('normalizeLineText', () => {
  it('makes line breaks and tabs spaces', () => {
    expect(normalizeLineText('Water\r\ncut\ttoday\rin\nsector 5')).toBe('Water cut today in sector 5');
  });
});

describe('lineText and bodyText schemas', () => {
  it('trim after normalising, and limits count the normalised text', () => {
    const title = lineText().min(5).max(10);
    expect(title.parse(' \u001B[31mHello\u001B[0m\r\n')).toBe('Hello');
    expect(title.safeParse('\u202E\u0000\u0007abc\u200B').success).toBe(false);
    expect(title.parse(`Cafe${'\u0301'}s12345`)).toBe('Cafés12345');
    const body = bodyText().max(5);
    expect(body.parse('\r\nab\r\ncd\r\n')).toBe('ab\ncd');
  });

  it('keep their error message and chain like any string schema', () => {
    const name = lineText({ error: 'is required' }).min(1, 'must not be empty').optional();
    expect(name.parse(undefined)).toBeUndefined();
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('is required');
    expect(name.safeParse('\u0000\u200B ').error?.issues[0]?.message).toBe('must not be empty');
  });
});
