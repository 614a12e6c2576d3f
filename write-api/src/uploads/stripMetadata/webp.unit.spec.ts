import { describe, expect, it } from 'vitest';
import { OWNER, riff, riffChunk, sampleWebp } from '../../../../test/fixtures/sampleMedia.js';
import { MalformedMedia } from './malformedMedia.js';
import { stripWebp, webpChunks } from './webp.js';

const chunks = (webp: Buffer) =>
  new Map([...webpChunks(webp)].map(({ fourcc, start, end }) => [fourcc, webp.subarray(start, end)]));

describe('stripWebp', () => {
  const input = sampleWebp();

  it('given EXIF and XMP, drops both, clears their VP8X flags and fixes the RIFF size', () => {
    expect([...chunks(input).keys()]).toEqual(['VP8X', 'ICCP', 'VP8L', 'EXIF', 'XMP ']);
    const out = stripWebp(input);
    const kept = chunks(out);
    expect([...kept.keys()]).toEqual(['VP8X', 'ICCP', 'VP8L']);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(kept.get('VP8X')?.[8]).toBe(0x20); // ICC only
    expect(
      kept
        .get('VP8X')
        ?.subarray(9)
        .equals(chunks(input).get('VP8X')?.subarray(9) as Buffer),
    ).toBe(true);
    expect(kept.get('VP8L')?.equals(chunks(input).get('VP8L') as Buffer)).toBe(true);
    expect(kept.get('ICCP')?.equals(chunks(input).get('ICCP') as Buffer)).toBe(true);
    expect(out.includes(OWNER)).toBe(false);
  });

  it('leaves a simple WebP as it was', () => {
    const simple = riff(riffChunk('VP8L', Buffer.from([0x2f, 0, 0, 0, 0])));
    expect(stripWebp(simple).equals(simple)).toBe(true);
  });

  it.each([
    ['a RIFF size past the end', () => input.subarray(0, input.length - 4)],
    ['a chunk running past the RIFF body', () => riff(Buffer.from('VP8L\xff\0\0\0', 'latin1'))],
    ['a header cut short', () => input.subarray(0, 10)],
  ])('refuses %s', (_, make) => {
    expect(() => stripWebp(make())).toThrow(MalformedMedia);
  });
});
