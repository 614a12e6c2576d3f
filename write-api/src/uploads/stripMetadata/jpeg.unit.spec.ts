import { describe, expect, it } from 'vitest';
import {
  CAMERA_SERIAL,
  commentSegment,
  exifSegment,
  iccSegment,
  iptcSegment,
  jpegSegment,
  OWNER,
  sampleJpegStructure,
  withJpegSegments,
  xmpSegment,
} from '../../../../test/fixtures/sampleMedia.js';
import { jpegSegments, readOrientation, stripJpeg } from './jpeg.js';
import { MalformedMedia } from './malformedMedia.js';

const markers = (jpeg: Buffer) => [...jpegSegments(jpeg)].map((s) => s.marker.toString(16));
/** Everything from the first quantisation table on: the picture itself. */
const pictureOf = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xdb])));
const exifTiffOf = (jpeg: Buffer) => {
  const app1 = [...jpegSegments(jpeg)].find((s) => s.marker === 0xe1);
  return app1 ? jpeg.subarray(app1.start + 10, app1.end) : undefined;
};

describe('stripJpeg', () => {
  const plain = sampleJpegStructure();
  const phonePhoto = (orientation: number) =>
    withJpegSegments(
      plain,
      exifSegment(orientation),
      xmpSegment(),
      iccSegment(),
      iptcSegment(),
      commentSegment(),
    );

  it('given a photo with Exif (GPS, owner, serial), XMP, IPTC, a comment and ICC, keeps only ICC and an Orientation-only Exif', () => {
    const input = phonePhoto(6);
    expect(readOrientation(exifTiffOf(input) as Buffer)).toBe(6);
    expect(input.includes(OWNER)).toBe(true);

    const out = stripJpeg(input);

    expect(markers(out)).toEqual(['d8', 'e0', 'e1', 'e2', 'db', 'c0', 'c4', 'da', 'da', 'd9']);
    for (const identity of [OWNER, CAMERA_SERIAL, 'http://ns.adobe.com/xap', '8BIM']) {
      expect(out.includes(identity), identity).toBe(false);
    }
    const tiff = exifTiffOf(out) as Buffer;
    expect(readOrientation(tiff)).toBe(6);
    // One IFD with one entry (Orientation) and no next IFD: no GPS or Exif IFD pointer is left.
    expect(tiff.readUInt16BE(tiff.readUInt32BE(4))).toBe(1);
    expect(tiff.length).toBe(26);
    expect(out.includes(iccSegment())).toBe(true);
    expect(pictureOf(out).equals(pictureOf(input))).toBe(true);
  });

  it('writes no Exif back when the picture is upright (Orientation 1)', () => {
    const out = stripJpeg(phonePhoto(1));
    expect(markers(out)).toEqual(['d8', 'e0', 'e2', 'db', 'c0', 'c4', 'da', 'da', 'd9']);
  });

  it('reads a little-endian Orientation', () => {
    const tiff = Buffer.from([
      0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0,
    ]);
    const out = stripJpeg(
      withJpegSegments(plain, jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), tiff]))),
    );
    expect(readOrientation(exifTiffOf(out) as Buffer)).toBe(8);
  });

  it('leaves a JPEG without metadata byte for byte as it was', () => {
    expect(stripJpeg(plain).equals(plain)).toBe(true);
  });

  it('drops what follows EOI (a camera trailer or an appended motion-photo video)', () => {
    const out = stripJpeg(Buffer.concat([plain, Buffer.from(`MotionPhoto_Data ${OWNER}`)]));
    expect(out.equals(plain)).toBe(true);
  });

  it.each([
    ['a segment cut short', () => phonePhoto(6).subarray(0, 40)],
    ['a scan without EOI', () => plain.subarray(0, plain.length - 2)],
    ['a segment length under 2', () => withJpegSegments(plain, Buffer.from([0xff, 0xe1, 0, 1]))],
    [
      'bytes where a marker belongs',
      () => Buffer.concat([plain.subarray(0, 2), Buffer.from('junk'), plain.subarray(2)]),
    ],
  ])('refuses %s', (_, make) => {
    expect(() => stripJpeg(make())).toThrow(MalformedMedia);
  });
});
