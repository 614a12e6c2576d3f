import { describe, expect, it } from 'vitest';
import {
  CAMERA_SERIAL,
  isoBox,
  OWNER,
  PLACE_ISO6709,
  sampleMp4,
} from '../../../../test/fixtures/sampleMedia.js';
import { isoBoxes, stripIsoBmff } from './isoBmff.js';
import { MalformedMedia } from './malformedMedia.js';

interface Tree {
  type: string;
  start: number;
  children?: Tree[];
}
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
const tree = (bytes: Buffer, from = 0, to = bytes.length): Tree[] =>
  [...isoBoxes(bytes, from, to)].map((b) => ({
    type: b.type,
    start: b.start,
    ...(CONTAINERS.has(b.type) ? { children: tree(bytes, b.sizeFieldsEnd, b.end) } : {}),
  }));
const find = (nodes: Tree[], type: string): Tree | undefined =>
  nodes.find((n) => n.type === type) ?? nodes.map((n) => find(n.children ?? [], type)).find(Boolean);

describe('stripIsoBmff', () => {
  const input = sampleMp4();

  it('turns udta and meta in moov and trak into zeroed free boxes without moving a byte', () => {
    const out = stripIsoBmff(input);
    expect(out.length).toBe(input.length);
    const before = tree(input);
    const after = tree(out);
    expect(before.map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(find(before, 'moov')?.children?.map((b) => b.type)).toEqual(['mvhd', 'trak', 'udta', 'meta']);
    expect(find(after, 'moov')?.children?.map((b) => b.type)).toEqual(['mvhd', 'trak', 'free', 'free']);
    expect(find(after, 'trak')?.children?.map((b) => b.type)).toEqual(['tkhd', 'mdia', 'free']);
    for (const identity of [PLACE_ISO6709, OWNER, CAMERA_SERIAL, 'com.apple.quicktime.location', '©xyz']) {
      expect(out.includes(identity), identity).toBe(false);
    }
    // The media data is where it was, and the chunk offset still points at it.
    const stco = find(after, 'stco') as Tree;
    const mdat = find(after, 'mdat') as Tree;
    expect(out.subarray(mdat.start).equals(input.subarray(mdat.start))).toBe(true);
    expect(
      out.toString('latin1', out.readUInt32BE(stco.start + 16), out.readUInt32BE(stco.start + 16) + 7),
    ).toBe('frame-0');
  });

  it('handles a 64-bit box size and a top-level meta', () => {
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('meta', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(16 + OWNER.length), 8);
    const ftyp = isoBox('ftyp', Buffer.from('isom'));
    const input64 = Buffer.concat([ftyp, large, Buffer.from(OWNER)]);
    const out = stripIsoBmff(input64);
    expect(tree(out).map((b) => b.type)).toEqual(['ftyp', 'free']);
    expect(out.readBigUInt64BE(ftyp.length + 8)).toBe(BigInt(16 + OWNER.length));
    expect(out.includes(OWNER)).toBe(false);
  });

  it('leaves the input untouched', () => {
    const copy = Buffer.from(input);
    stripIsoBmff(input);
    expect(input.equals(copy)).toBe(true);
  });

  it.each([
    ['a box running past the end', () => input.subarray(0, input.length - 3)],
    [
      'a box size under its header',
      () => Buffer.concat([input.subarray(0, 28), Buffer.from([0, 0, 0, 4]), input.subarray(32)]),
    ],
    ['non-zero bytes too few for a box', () => Buffer.concat([input, Buffer.from([1, 2, 3])])],
  ])('refuses %s', (_, make) => {
    expect(() => stripIsoBmff(make())).toThrow(MalformedMedia);
  });
});
