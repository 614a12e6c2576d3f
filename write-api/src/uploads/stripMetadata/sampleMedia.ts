import { crc32, deflateSync } from 'node:zlib';

/**
 * Builders of real media files carrying the metadata a phone writes, for tests
 * (unit, HTTP and browser). The identifying values are exported so tests can
 * look for them in the bytes.
 */
export const OWNER = 'Asha Verma';
export const CAMERA_SERIAL = 'SN-4417-0932';
export const PLACE_ISO6709 = '+28.6139+077.2090+216.000/';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

// ---- JPEG ----

export const jpegSegment = (marker: number, payload: Buffer): Buffer => {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
};

/** A big-endian TIFF IFD: entries of (tag, type, count, 4-byte value or offset) and the next-IFD offset. */
function ifd(entries: Array<[number, number, number, number]>): Buffer {
  const out = Buffer.alloc(2 + entries.length * 12 + 4);
  out.writeUInt16BE(entries.length, 0);
  entries.forEach(([tag, type, count, value], i) => {
    const at = 2 + i * 12;
    out.writeUInt16BE(tag, at);
    out.writeUInt16BE(type, at + 2);
    out.writeUInt32BE(count, at + 4);
    if (type === 3 && count === 1) out.writeUInt16BE(value, at + 8);
    else out.writeUInt32BE(value, at + 8);
  });
  return out;
}

/**
 * An APP1 Exif segment as a phone writes it: IFD0 with Orientation, Artist
 * (the owner) and a pointer to a GPS IFD (latitude and longitude as rationals),
 * and the body serial number in an Exif IFD.
 */
export function exifSegment(orientation: number): Buffer {
  const ASCII = 2;
  const SHORT = 3;
  const LONG = 4;
  const RATIONAL = 5;
  const artist = latin1(`${OWNER}\0`);
  const serial = latin1(`${CAMERA_SERIAL}\0`);
  const ifd0Size = 2 + 4 * 12 + 4;
  const artistAt = 8 + ifd0Size;
  const gpsAt = artistAt + artist.length;
  const gpsSize = 2 + 4 * 12 + 4;
  const latitudeAt = gpsAt + gpsSize;
  const longitudeAt = latitudeAt + 24;
  const exifAt = longitudeAt + 24;
  const serialAt = exifAt + 2 + 12 + 4;
  const ifd0 = ifd([
    [0x0112, SHORT, 1, orientation],
    [0x013b, ASCII, artist.length, artistAt],
    [0x8769, LONG, 1, exifAt],
    [0x8825, LONG, 1, gpsAt],
  ]);
  const gps = ifd([
    [0x0001, ASCII, 2, 0x4e000000], // 'N'
    [0x0002, RATIONAL, 3, latitudeAt],
    [0x0003, ASCII, 2, 0x45000000], // 'E'
    [0x0004, RATIONAL, 3, longitudeAt],
  ]);
  const rationals = (...values: number[]) => {
    const out = Buffer.alloc(values.length * 8);
    values.forEach((v, i) => {
      out.writeUInt32BE(v, i * 8);
      out.writeUInt32BE(1, i * 8 + 4);
    });
    return out;
  };
  const exif = ifd([[0xa431, ASCII, serial.length, serialAt]]);
  const tiff = Buffer.concat([
    latin1('MM\0*'),
    Buffer.from([0, 0, 0, 8]),
    ifd0,
    artist,
    gps,
    rationals(28, 36, 50),
    rationals(77, 12, 32),
    exif,
    serial,
  ]);
  return jpegSegment(0xe1, Buffer.concat([latin1('Exif\0\0'), tiff]));
}

const xmpPacket = () =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/" dc:creator="${OWNER}" exif:GPSLatitude="28,36.8N"/></rdf:RDF></x:xmpmeta>`;

export const xmpSegment = () => jpegSegment(0xe1, latin1(`http://ns.adobe.com/xap/1.0/\0${xmpPacket()}`));
/** Photoshop's IRB holding IPTC (By-line = the owner). */
export const iptcSegment = () =>
  jpegSegment(
    0xed,
    Buffer.concat([latin1('Photoshop 3.0\x008BIM'), Buffer.from([4, 4, 0, 0]), latin1(OWNER)]),
  );
export const iccSegment = () => jpegSegment(0xe2, latin1('ICC_PROFILE\0\x01\x01fake-profile-bytes'));
export const commentSegment = () => jpegSegment(0xfe, latin1(`Shot by ${OWNER}`));

/** Inserts segments right after SOI (and after APP0 JFIF when the JPEG starts with it). */
export function withJpegSegments(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  const at = jpeg[3] === 0xe0 ? 4 + jpeg.readUInt16BE(4) : 2;
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
}

/**
 * The structure of a baseline JPEG: JFIF, a quantisation and a Huffman table,
 * the frame, and two scans whose entropy-coded bytes hold stuffed 0xFF00 and
 * restart markers (decoders would need real tables; the stripper does not).
 */
export function sampleJpegStructure(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, Buffer.from([8, 0, 16, 0, 16, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16, 0), Buffer.from([])])),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0x00, 0x78]),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.from([0x9a, 0xbc, 0xff, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

// ---- PNG ----

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([latin1(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real `width`×`height` PNG of one colour (grey unless given), with `extra` chunks between IHDR and IDAT. */
export function samplePng(
  width: number,
  height: number,
  extra: Buffer[] = [],
  colour: readonly [number, number, number] = [0x80, 0x80, 0x80],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.from([0, ...Array.from({ length: width }, () => colour).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extra,
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The chunks editors and phones write: Author text, compressed and international text, Exif, time. */
export const pngMetadataChunks = () => [
  pngChunk('tEXt', latin1(`Author\0${OWNER}`)),
  pngChunk('zTXt', Buffer.concat([latin1('Comment\0\0'), deflateSync(latin1(`Home of ${OWNER}`))])),
  pngChunk('iTXt', latin1(`XML:com.adobe.xmp\0\0\0\0\0${xmpPacket()}`)),
  pngChunk('eXIf', exifSegment(1).subarray(10)),
  pngChunk('tIME', Buffer.from([0x07, 0xe8, 5, 17, 9, 30, 0])),
];

// ---- WebP ----

export function riffChunk(fourcc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourcc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

export function riff(...chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** An extended WebP announcing ICC, EXIF and XMP (flags 0x2C), with odd-sized chunks that need padding. */
export function sampleWebp(): Buffer {
  const vp8x = Buffer.from([0x2c, 0, 0, 0, 15, 0, 0, 15, 0, 0]); // 16×16
  return riff(
    riffChunk('VP8X', vp8x),
    riffChunk('ICCP', latin1('fake-icc')),
    riffChunk('VP8L', Buffer.from([0x2f, 0x0f, 0xc0, 0x03, 0x00, 0x07, 0x10, 0x11, 0x01])),
    riffChunk('EXIF', exifSegment(6).subarray(10)),
    riffChunk('XMP ', latin1(xmpPacket())),
  );
}

// ---- GIF ----

const subBlocks = (data: Buffer) => {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 255) {
    const part = data.subarray(at, at + 255);
    parts.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat([...parts, Buffer.from([0])]);
};

/** A 2×2 GIF89a looping (NETSCAPE), with a comment and an XMP packet (with its 258-byte magic trailer). */
export function sampleGif(): Buffer {
  const magicTrailer = Buffer.concat([
    Buffer.from([1]),
    Buffer.from(Array.from({ length: 256 }, (_, i) => 255 - i)),
    Buffer.from([0]),
  ]);
  return Buffer.concat([
    latin1('GIF89a'),
    Buffer.from([2, 0, 2, 0, 0x80, 0, 0]), // global colour table of 2 entries
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff]),
    subBlocks(latin1('NETSCAPE2.0')).subarray(0, -1),
    Buffer.from([3, 1, 0, 0, 0]),
    Buffer.from([0x21, 0xfe]),
    subBlocks(latin1(`Shot by ${OWNER}`)),
    Buffer.from([0x21, 0xff, 11]),
    latin1('XMP DataXMP'),
    latin1(xmpPacket()),
    magicTrailer,
    Buffer.from([0x2c, 0, 0, 0, 0, 2, 0, 2, 0, 0, 2]),
    subBlocks(Buffer.from([0x84, 0x1d, 0x81, 0x7a, 0x50])),
    Buffer.from([0x3b]),
  ]);
}

// ---- MP4 / QuickTime ----

export function isoBox(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/**
 * An MP4 as a phone writes it: `ftyp`, a `moov` with QuickTime's `udta/©xyz`,
 * Apple's `meta` (keys + ilst holding the ISO 6709 location), a `trak` with
 * its own `udta`, a chunk offset pointing into `mdat`, and the `mdat`.
 */
export function sampleMp4(mdatPayload = latin1('frame-0 frame-1 frame-2')): Buffer {
  const locationKey = 'com.apple.quicktime.location.ISO6709';
  const keyEntry = Buffer.alloc(8);
  keyEntry.writeUInt32BE(8 + locationKey.length, 0);
  keyEntry.write('mdta', 4, 'latin1');
  const fullBox = Buffer.alloc(4);
  const xyz = Buffer.concat([Buffer.from([0, PLACE_ISO6709.length, 0x15, 0xc7]), latin1(PLACE_ISO6709)]);
  const moov = (chunkOffset: number) =>
    isoBox(
      'moov',
      isoBox('mvhd', Buffer.alloc(100)),
      isoBox(
        'trak',
        isoBox('tkhd', Buffer.alloc(84)),
        isoBox(
          'mdia',
          isoBox(
            'minf',
            isoBox('stbl', isoBox('stco', fullBox, Buffer.from([0, 0, 0, 1]), offset(chunkOffset))),
          ),
        ),
        isoBox('udta', isoBox('©nam', latin1(CAMERA_SERIAL))),
      ),
      isoBox('udta', isoBox('©xyz', xyz), isoBox('©own', latin1(OWNER))),
      isoBox(
        'meta',
        fullBox,
        isoBox('hdlr', Buffer.alloc(25)),
        isoBox('keys', fullBox, Buffer.from([0, 0, 0, 1]), keyEntry, latin1(locationKey)),
        isoBox('ilst', isoBox('\0\0\0\x01', isoBox('data', Buffer.alloc(8), latin1(PLACE_ISO6709)))),
      ),
    );
  const ftyp = isoBox('ftyp', latin1('isom'), Buffer.from([0, 0, 2, 0]), latin1('isomiso2mp41'));
  const mdatStart = ftyp.length + moov(0).length;
  return Buffer.concat([ftyp, moov(mdatStart + 8), isoBox('mdat', mdatPayload)]);
}

const offset = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};
