import { describe, expect, it } from 'vitest';
import { OWNER, sampleGif } from '../../../../test/fixtures/sampleMedia.js';
import { gifBlocks, stripGif } from './gif.js';
import { MalformedMedia } from './malformedMedia.js';

const blocksOf = (gif: Buffer) =>
  [...gifBlocks(gif)].map((b) => ({
    kind: b.application ?? (b.label ?? b.introducer).toString(16),
    bytes: gif.subarray(b.start, b.end),
  }));

describe('stripGif', () => {
  const input = sampleGif();

  it('drops the comment and the XMP packet, keeping the header, looping and image blocks byte for byte', () => {
    expect(blocksOf(input).map((b) => b.kind)).toEqual(['0', 'NETSCAPE2.0', 'fe', 'XMP DataXMP', '2c', '3b']);
    const out = stripGif(input);
    const kept = blocksOf(out);
    expect(kept.map((b) => b.kind)).toEqual(['0', 'NETSCAPE2.0', '2c', '3b']);
    const original = blocksOf(input).filter((b) => kept.some((k) => k.kind === b.kind));
    expect(kept.map((b) => b.bytes)).toEqual(original.map((b) => b.bytes));
    expect(out.includes(OWNER)).toBe(false);
  });

  it.each([
    ['cut inside the image data', () => input.subarray(0, input.length - 4)],
    ['without a trailer', () => input.subarray(0, input.length - 1)],
    [
      'an unknown block',
      () => Buffer.concat([input.subarray(0, 19), Buffer.from([0x99]), input.subarray(19)]),
    ],
  ])('refuses a GIF %s', (_, make) => {
    expect(() => stripGif(make())).toThrow(MalformedMedia);
  });
});
