import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiffPart, wordDiff } from './wordDiff.js';

const side = (parts: DiffPart[], keep: 'added' | 'removed') =>
  parts
    .filter((p) => p.op === 'same' || p.op === keep)
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('marks a replaced word as removed then added, keeping the words around it', () => {
    expect(wordDiff('the quick brown fox', 'the slow brown fox')).toEqual([
      { op: 'same', text: 'the ' },
      { op: 'removed', text: 'quick' },
      { op: 'added', text: 'slow' },
      { op: 'same', text: ' brown fox' },
    ]);
  });

  it('shows words added at the end and words removed from the start', () => {
    expect(wordDiff('meet at 5', 'meet at 5 near the gate')).toEqual([
      { op: 'same', text: 'meet at 5' },
      { op: 'added', text: ' near the gate' },
    ]);
    expect(wordDiff('please call me now', 'call me now')).toEqual([
      { op: 'removed', text: 'please ' },
      { op: 'same', text: 'call me now' },
    ]);
  });

  it('aligns unchanged words in the middle of several edits', () => {
    const parts = wordDiff('sell cheap phones here today', 'buy cheap phones there today');
    expect(parts.filter((p) => p.op === 'same').map((p) => p.text.trim())).toEqual(['cheap phones', 'today']);
    expect(parts.filter((p) => p.op !== 'same').map((p) => `${p.op}:${p.text}`)).toEqual([
      'removed:sell',
      'added:buy',
      'removed:here',
      'added:there',
    ]);
  });

  it('gives one same part for equal texts and nothing for two empty ones', () => {
    expect(wordDiff('no change', 'no change')).toEqual([{ op: 'same', text: 'no change' }]);
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'new')).toEqual([{ op: 'added', text: 'new' }]);
  });

  it('falls back to removed-then-added for texts too long to align, still exact', () => {
    const before = Array.from({ length: 2_100 }, (_, i) => `w${i}`).join(' ');
    const after = Array.from({ length: 2_100 }, (_, i) => `v${i}`).join(' ');
    const parts = wordDiff(before, after);
    expect(parts).toEqual([
      { op: 'removed', text: before },
      { op: 'added', text: after },
    ]);
  });

  it('rebuilds both texts exactly, and never repeats an op in neighbouring parts', () => {
    const word = fc.constantFrom('a', 'b', 'c', 'dosa', 'idli', ' ', '  ', '\n');
    const text = fc.array(word, { maxLength: 30 }).map((w) => w.join(''));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const parts = wordDiff(before, after);
        expect(side(parts, 'removed')).toBe(before);
        expect(side(parts, 'added')).toBe(after);
        for (let i = 1; i < parts.length; i++) expect(parts[i]!.op).not.toBe(parts[i - 1]!.op);
        for (const part of parts) expect(part.text).not.toBe('');
      }),
    );
  });
});
