import { porterStem } from './porterStemmer.js';
import type { ParsedQuery, QueryWord } from './query.js';
import { matchKind } from './query.js';
import { tokensWithOffsets } from './text.js';

/** Content highlights longer than this are cut to a window around the first match. */
export const snippetLength = 200;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => escapes[ch]!);
}

/**
 * The text, HTML-escaped, with every word that matches a query word wrapped
 * in `<mark>…</mark>`; `undefined` when nothing matches. With `maxLength`, a
 * longer text is cut at word boundaries to a window starting a little before
 * the first match, with `…` where it was cut.
 */
export function highlight(
  text: string,
  words: readonly QueryWord[],
  maxLength?: number,
  stemOf: (token: string) => string = porterStem,
): string | undefined {
  const tokens = tokensWithOffsets(text);
  // One stem per token, not one per token and query word: highlighting is a page's hot loop.
  const marked = tokens.filter((t) => {
    const stem = stemOf(t.token);
    return words.some((w) => matchKind(w, t.token, stem) !== null);
  });
  if (marked.length === 0) return undefined;
  let from = 0;
  let to = text.length;
  if (maxLength !== undefined && text.length > maxLength) {
    const first = marked[0]!;
    if (first.start > maxLength / 2) {
      const before = tokens.filter((t) => t.end <= first.start && first.start - t.start <= maxLength / 4);
      from = before[0]?.start ?? first.start;
    }
    const inside = tokens.filter((t) => t.start >= from && t.end - from <= maxLength);
    to = Math.max(inside.at(-1)?.end ?? first.end, first.end);
  }
  let out = from > 0 ? '…' : '';
  let at = from;
  for (const t of marked) {
    if (t.start < from || t.end > to) continue;
    out += `${escapeHtml(text.slice(at, t.start))}<mark>${escapeHtml(text.slice(t.start, t.end))}</mark>`;
    at = t.end;
  }
  out += escapeHtml(text.slice(at, to));
  return to < text.length ? `${out}…` : out;
}

/**
 * The highlights of one post hit: each field present only when it matched.
 * `stemOf` must answer `porterStem`'s stem; an index that knows its words'
 * stems already passes a lookup.
 */
export function highlights(
  parsed: ParsedQuery,
  post: { title: string; content: string },
  stemOf: (token: string) => string = porterStem,
) {
  const out: { title?: string; content?: string } = {};
  const title = highlight(post.title, parsed.words, undefined, stemOf);
  const content = highlight(post.content, parsed.words, snippetLength, stemOf);
  if (title !== undefined) out.title = title;
  if (content !== undefined) out.content = content;
  return out;
}
