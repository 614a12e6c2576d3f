import { describe, expect, it } from 'vitest';
import { OWNER, pngChunk, pngMetadataChunks, samplePng } from '../../../../test/fixtures/sampleMedia.js';
import { MalformedMedia } from './malformedMedia.js';
import { pngChunks, stripPng } from './png.js';

const chunksOf = (png: Buffer) => [...pngChunks(png)].map(({ start, end }) => png.subarray(start, end));
const typesOf = (png: Buffer) => [...pngChunks(png)].map((c) => c.type);

describe('stripPng', () => {
  const physical = pngChunk('pHYs', Buffer.from([0, 0, 0x0b, 0x13, 0, 0, 0x0b, 0x13, 1]));
  const input = samplePng(3, 2, [physical, ...pngMetadataChunks()]);

  it('given tEXt Author, zTXt, iTXt XMP, eXIf and tIME, keeps only the other chunks, each byte for byte', () => {
    expect(typesOf(input)).toEqual(['IHDR', 'pHYs', 'tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'IDAT', 'IEND']);
    const out = stripPng(input);
    expect(typesOf(out)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    const kept = new Set(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    const expected = chunksOf(input).filter((c) => kept.has(c.toString('latin1', 4, 8)));
    expect(chunksOf(out)).toEqual(expected);
    expect(out.includes(OWNER)).toBe(false);
    expect(out.includes('Author')).toBe(false);
  });

  it('leaves a PNG without metadata as it was, and drops bytes after IEND', () => {
    const plain = samplePng(4, 4);
    expect(stripPng(plain).equals(plain)).toBe(true);
    expect(stripPng(Buffer.concat([plain, Buffer.from(OWNER)])).equals(plain)).toBe(true);
  });

  it.each([
    ['a chunk cut short', () => input.subarray(0, 60)],
    ['no IEND', () => input.subarray(0, input.length - 12)],
    [
      'a length running past the end',
      () => Buffer.concat([input.subarray(0, 8), Buffer.from([0x7f, 0, 0, 0]), input.subarray(12)]),
    ],
    [
      'a first chunk that is not IHDR',
      () => Buffer.concat([input.subarray(0, 8), physical, input.subarray(8)]),
    ],
  ])('refuses %s', (_, make) => {
    expect(() => stripPng(make())).toThrow(MalformedMedia);
  });
});
