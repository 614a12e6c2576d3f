import { z } from 'zod';

/** One run of a word-level difference: text both versions share, or text only the newer (added) or older (removed) has. */
export const DiffPartSchema = z.object({
  op: z.enum(['same', 'added', 'removed']),
  text: z.string(),
});
export type DiffPart = z.infer<typeof DiffPartSchema>;

/**
 * Beyond this many cells of the comparison table (about 16 MB), the changed
 * middle is shown as removed-then-added instead of being aligned word by word:
 * a moderator still sees both versions, and the server never stalls.
 */
const MAX_TABLE_CELLS = 4_000_000;

/** Words and the whitespace between them, so that joining the parts gives back the exact text. */
function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/**
 * The word-level difference from `before` to `after` (a longest common
 * subsequence of words and spaces). Joining the `same` and `removed` parts
 * gives `before`; joining the `same` and `added` parts gives `after`.
 * Neighbouring parts never share an op.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (op: DiffPart['op'], text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.op === op) last.text += text;
    else parts.push({ op, text });
  };
  push('same', a.slice(0, start).join(''));
  for (const part of alignMiddle(a.slice(start, endA), b.slice(start, endB))) push(part.op, part.text);
  push('same', a.slice(endA).join(''));
  return parts;
}

function alignMiddle(a: string[], b: string[]): DiffPart[] {
  if (a.length === 0 || b.length === 0 || (a.length + 1) * (b.length + 1) > MAX_TABLE_CELLS) {
    return [
      { op: 'removed', text: a.join('') },
      { op: 'added', text: b.join('') },
    ];
  }
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..], flattened row by row.
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      parts.push({ op: 'same', text: a[i++]! });
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) {
      parts.push({ op: 'removed', text: a[i++]! });
    } else {
      parts.push({ op: 'added', text: b[j++]! });
    }
  }
  while (i < a.length) parts.push({ op: 'removed', text: a[i++]! });
  while (j < b.length) parts.push({ op: 'added', text: b[j++]! });
  return parts;
}
