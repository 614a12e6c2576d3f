import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, tokenize, tokensWithOffsets, withinOneEdit } from './text.js';

/** Optimal-string-alignment distance (edits: insert, delete, substitute, swap neighbours), over code points. */
function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(
        d[i - 1]![j]! + 1,
        row[j - 1]! + 1,
        d[i - 1]![j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[x.length]![y.length]!;
}

describe('withinOneEdit', () => {
  it('says yes exactly when the edit distance is at most one, astral characters included', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é', '😀'), maxLength: 6 });
    fc.assert(
      fc.property(word, word, (a, b) => withinOneEdit(a, b) === editDistance(a, b) <= 1),
      { numRuns: 20_000 },
    );
  });
});

describe('fold', () => {
  it('lowercases and strips Latin accents, the same on the fast ASCII path and the full one', () => {
    expect(fold('Koramangala')).toBe('koramangala');
    expect(fold('CAFÉ')).toBe('cafe');
    expect(fold('Straße')).toBe('strasse');
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => fold(text) === fold(`${text}é`).slice(0, -1)),
    );
  });
});

describe('tokenize', () => {
  it('splits plain ASCII on its fast path into the same words as the Unicode path', () => {
    expect(tokenize('  Water-logging near Sony Signal!! 80 ft ')).toEqual([
      'water',
      'logging',
      'near',
      'sony',
      'signal',
      '80',
      'ft',
    ]);
    expect(tokenize('?! --')).toEqual([]);
    expect(tokenize('Line one,\r\n\tline TWO\n')).toEqual(['line', 'one', 'line', 'two']);
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'Z', '7', ' ', '\n', '\t', '-', 'é', 'ß', '😀', 'ख'),
          maxLength: 40,
        }),
        (text) => {
          expect(tokenize(text)).toEqual(tokensWithOffsets(text).map((t) => t.token));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
