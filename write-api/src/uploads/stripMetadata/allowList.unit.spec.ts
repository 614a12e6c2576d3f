import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  iccSegment,
  isoBox,
  jpegSegment,
  OWNER,
  pngChunk,
  riff,
  riffChunk,
  sampleGif,
  sampleJpegStructure,
  sampleMp4,
  samplePng,
  sampleWebp,
  withJpegSegments,
} from '../../../../test/fixtures/sampleMedia.js';
import { stripGif } from './gif.js';
import { isoBoxes, stripIsoBmff } from './isoBmff.js';
import { jpegSegments, stripJpeg } from './jpeg.js';
import { pngChunks, stripPng } from './png.js';
import { stripWebp, webpChunks } from './webp.js';

// Issue 14 point 4: what a deny-list missed. Each carrier holds the owner's name; all of them must go.
const owned = (prefix = '') => Buffer.from(`${prefix}${OWNER}`, 'latin1');

describe('stripJpeg keeps only what decoding needs, the ICC profile and the orientation', () => {
  const plain = sampleJpegStructure();
  /** Everything from the first quantisation table on: tables, frame, scans, EOI. */
  const pictureOf = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xdb])));

  it.each([
    ['APP0 (not JFIF)', 0xe0, owned('JFXX\0')],
    ['APP2 (not ICC)', 0xe2, owned('FPXR\0')],
    ['APP3', 0xe3, owned('META\0')],
    ['APP4', 0xe4, owned()],
    ['APP9', 0xe9, owned()],
    ['APP11', 0xeb, owned('JP\0')],
    ['APP12', 0xec, owned('Ducky')],
    ['APP14 (not Adobe)', 0xee, owned()],
    ['APP15', 0xef, owned()],
    ['COM', 0xfe, owned()],
  ])('drops %s holding the owner, leaving the picture byte for byte', (_, marker, payload) => {
    const input = withJpegSegments(plain, jpegSegment(marker, payload));
    const out = stripJpeg(input);
    expect(out.includes(OWNER)).toBe(false);
    expect(out.equals(plain)).toBe(true);
  });

  it('keeps JFIF without its thumbnail, and Adobe without anything after its transform', () => {
    const jfif = Buffer.concat([
      Buffer.from('JFIF\0\x01\x02\x01\x00\x48\x00\x48\x01\x01', 'latin1'),
      owned(),
    ]);
    const adobe = Buffer.concat([Buffer.from('Adobe\0\x64\x80\x00\x00\x00\x02', 'latin1'), owned()]);
    const input = Buffer.concat([
      plain.subarray(0, 2),
      jpegSegment(0xe0, jfif),
      jpegSegment(0xee, adobe),
      pictureOf(plain),
    ]);
    const out = stripJpeg(input);
    expect(out.includes(OWNER)).toBe(false);
    const segments = [...jpegSegments(out)];
    expect(segments.map((s) => s.marker.toString(16))).toEqual([
      'd8',
      'e0',
      'ee',
      'db',
      'c0',
      'c4',
      'da',
      'da',
      'd9',
    ]);
    // JFIF 1.02, dots per inch, 72×72, no thumbnail; Adobe transform 2 (YCCK).
    expect(out.subarray(segments[1]?.start, segments[1]?.end)).toEqual(
      jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x02\x01\x00\x48\x00\x48\x00\x00', 'latin1')),
    );
    expect(out[(segments[2]?.end as number) - 1]).toBe(2);
    expect(pictureOf(out).equals(pictureOf(plain))).toBe(true);
  });

  it('keeps an ICC profile byte for byte', () => {
    const out = stripJpeg(withJpegSegments(plain, jpegSegment(0xe9, owned()), iccSegment()));
    expect(out.equals(withJpegSegments(plain, iccSegment()))).toBe(true);
  });
});

describe('stripPng keeps only critical and rendering chunks', () => {
  const typesOf = (png: Buffer) => [...pngChunks(png)].map((c) => c.type);
  const rendering = [
    pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
    pngChunk('sRGB', Buffer.from([0])),
    pngChunk('sBIT', Buffer.from([8, 8, 8])),
  ];

  it.each(['prVt', 'tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'ocMT', 'vpAg', 'caNv', 'xYzW'])(
    'drops %s holding the owner, leaving pixels and rendering chunks byte for byte',
    (type) => {
      const input = samplePng(2, 2, [...rendering, pngChunk(type, owned())]);
      const out = stripPng(input);
      expect(out.includes(OWNER)).toBe(false);
      expect(out.equals(samplePng(2, 2, rendering))).toBe(true);
      expect(typesOf(out)).toEqual(['IHDR', 'gAMA', 'sRGB', 'sBIT', 'IDAT', 'IEND']);
    },
  );

  it('keeps an iCCP profile but not its free-text name, with a valid CRC', () => {
    const profile = Buffer.from([0, 0x78, 0x9c, 0x03, 0, 0, 0, 0, 1]);
    const input = samplePng(2, 2, [pngChunk('iCCP', Buffer.concat([owned(), Buffer.from([0]), profile]))]);
    const out = stripPng(input);
    expect(out.includes(OWNER)).toBe(false);
    const expected = pngChunk('iCCP', Buffer.concat([Buffer.from('ICC Profile\0', 'latin1'), profile]));
    expect(out.includes(expected)).toBe(true);
    // The pixels inflate to the same rows.
    const idat = (png: Buffer) => {
      const chunk = [...pngChunks(png)].find((c) => c.type === 'IDAT');
      return inflateSync(png.subarray((chunk?.start as number) + 8, (chunk?.end as number) - 4));
    };
    expect(idat(out)).toEqual(idat(input));
  });
});

describe('stripWebp keeps only bitstreams, header, animation and ICC', () => {
  it('drops an unknown chunk holding the owner, and EXIF and XMP as before', () => {
    const out = stripWebp(Buffer.concat([sampleWebp()]));
    const withPrivate = riff(
      ...[...webpChunks(sampleWebp())].map((c) => sampleWebp().subarray(c.start, c.end)),
      riffChunk('OWNR', owned()),
    );
    const stripped = stripWebp(withPrivate);
    expect(stripped.includes(OWNER)).toBe(false);
    expect([...webpChunks(stripped)].map((c) => c.fourcc)).toEqual(['VP8X', 'ICCP', 'VP8L']);
    expect(stripped.equals(out)).toBe(true);
  });
});

describe('stripGif keeps only images, graphic control and the loop count', () => {
  const plainText = Buffer.concat([
    Buffer.from([0x21, 0x01, 12]),
    Buffer.alloc(12),
    Buffer.from([10]),
    owned().subarray(0, 10),
    Buffer.from([0]),
  ]);
  const privateApp = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from('OWNERAPP1.0', 'latin1'),
    Buffer.from([OWNER.length]),
    owned(),
    Buffer.from([0]),
  ]);
  const gif = sampleGif();
  const trailerAt = gif.length - 1;

  it.each([
    ['a plain text extension', plainText],
    ['an unknown application extension', privateApp],
  ])('drops %s holding the owner', (_, block) => {
    const input = Buffer.concat([gif.subarray(0, trailerAt), block, gif.subarray(trailerAt)]);
    const out = stripGif(input);
    expect(out.includes(OWNER)).toBe(false);
    expect(out.equals(stripGif(gif))).toBe(true);
  });

  it('rebuilds the looping extension, dropping sub-blocks smuggled after the loop count', () => {
    const netscape = Buffer.concat([
      Buffer.from([0x21, 0xff, 11]),
      Buffer.from('NETSCAPE2.0', 'latin1'),
      Buffer.from([3, 1, 5, 0]),
      Buffer.from([OWNER.length]),
      owned(),
      Buffer.from([0]),
    ]);
    const out = stripGif(Buffer.concat([gif.subarray(0, 19), netscape, gif.subarray(19 + 19)]));
    expect(out.includes(OWNER)).toBe(false);
    expect(out.includes(Buffer.from([3, 1, 5, 0, 0]))).toBe(true);
  });
});

describe('stripIsoBmff blanks every box outside its allow-list', () => {
  const hdlr = Buffer.concat([
    Buffer.alloc(8),
    Buffer.from('vide', 'latin1'),
    Buffer.alloc(12),
    owned(),
    Buffer.from([0]),
  ]);
  const movie = Buffer.concat([
    isoBox('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1')),
    isoBox('prvt', owned()),
    isoBox('free', owned()),
    isoBox(
      'moov',
      isoBox('mvhd', Buffer.alloc(100)),
      isoBox('iods', owned()),
      isoBox(
        'trak',
        isoBox('tkhd', Buffer.alloc(84)),
        isoBox('xtra', owned()),
        isoBox('mdia', isoBox('hdlr', hdlr)),
      ),
    ),
    isoBox('mdat', Buffer.from('frame-0 frame-1', 'latin1')),
  ]);

  it('keeps the size of every box, so no chunk offset moves, and leaves no owner', () => {
    const out = stripIsoBmff(movie);
    expect(out.length).toBe(movie.length);
    expect(out.includes(OWNER)).toBe(false);
    expect([...isoBoxes(out)].map((b) => b.type)).toEqual(['ftyp', 'free', 'free', 'moov', 'mdat']);
    expect(out.includes(Buffer.from('frame-0 frame-1', 'latin1'))).toBe(true);
    expect(out.includes(Buffer.from('mvhd', 'latin1')) && out.includes(Buffer.from('vide', 'latin1'))).toBe(
      true,
    );
    expect(stripIsoBmff(sampleMp4()).includes(OWNER)).toBe(false);
  });
});
