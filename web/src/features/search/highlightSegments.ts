/** A run of snippet text; `marked` when it is a word the query matched. */
export interface Segment {
  text: string;
  marked: boolean;
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Undoes HTML escaping (named and numeric references); a reference it does not know stays as written. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Turns the server's highlight (escaped text with matches in `<mark>…</mark>`)
 * into plain text runs, so the page renders text and `<mark>` elements rather
 * than injecting HTML. Only `<mark>` tags mean anything; any other markup is
 * kept as text. Adjacent runs of the same kind are merged; empty runs dropped.
 */
export function highlightSegments(html: string): Segment[] {
  const segments: Segment[] = [];
  let marked = false;
  for (const part of html.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>' || tag === '</mark>') {
      marked = tag === '<mark>';
      continue;
    }
    const text = decodeEntities(part);
    if (text === '') continue;
    const last = segments.at(-1);
    if (last && last.marked === marked) last.text += text;
    else segments.push({ text, marked });
  }
  return segments;
}
