import { MalformedMedia, need } from './malformedMedia.js';

/** One marker segment; for SOS, the entropy-coded scan that follows it is included. */
export interface JpegSegment {
  marker: number;
  start: number;
  end: number;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP13 = 0xed;
const COM = 0xfe;
const ORIENTATION_TAG = 0x0112;

const startsWithAscii = (bytes: Buffer, text: string) => bytes.toString('latin1', 0, text.length) === text;

/**
 * Walks a JPEG from SOI to EOI. Anything after EOI (camera trailers, appended
 * motion-photo videos) is not walked: it is no part of the picture.
 */
export function* jpegSegments(bytes: Buffer): Generator<JpegSegment> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new MalformedMedia('A JPEG starts with SOI');
  yield { marker: SOI, start: 0, end: 2 };
  let at = 2;
  for (;;) {
    need(bytes, at + 2, 'A JPEG marker');
    if (bytes[at] !== 0xff) throw new MalformedMedia('A JPEG segment does not start with a marker');
    // Fill bytes (extra 0xFF) may pad before a marker; they carry nothing and are not kept.
    while (bytes[at + 1] === 0xff) at += 1;
    need(bytes, at + 2, 'A JPEG marker');
    const start = at;
    const marker = bytes[at + 1] as number;
    at += 2;
    if (marker === EOI) {
      yield { marker, start, end: at };
      return;
    }
    // Restart markers and TEM stand alone, without a length.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      yield { marker, start, end: at };
      continue;
    }
    need(bytes, at + 2, 'A JPEG segment length');
    const length = bytes.readUInt16BE(at);
    if (length < 2) throw new MalformedMedia('A JPEG segment is shorter than its own length field');
    at += length;
    need(bytes, at, 'A JPEG segment');
    if (marker === SOS) at = endOfScan(bytes, at);
    yield { marker, start, end: at };
  }
}

/** Where the entropy-coded data starting at `at` ends: at the next marker that is no stuffed 0xFF00 or RSTn. */
function endOfScan(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length)
      throw new MalformedMedia('A JPEG scan runs past the end of the file');
    const next = bytes[at + 1] as number;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

/**
 * The JPEG without Exif, XMP, Photoshop/IPTC, comments or multi-picture
 * indexes: every other segment, the scans included, is kept byte for byte. An
 * ICC profile stays (it is colour, not identity). When the Exif said the
 * picture is rotated, a minimal Exif holding only that Orientation takes its
 * place, so the picture stays upright.
 */
export function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  let orientation: number | undefined;
  let exifAt: number | undefined;
  for (const { marker, start, end } of jpegSegments(bytes)) {
    const payload = bytes.subarray(start + 4, end);
    if (marker === APP1 && startsWithAscii(payload, 'Exif\0\0') && exifAt === undefined) {
      exifAt = kept.length;
      orientation = readOrientation(payload.subarray(6));
    }
    const dropped =
      marker === APP1 ||
      marker === APP13 ||
      marker === COM ||
      // APP2 also carries FlashPix and MPF (an index of pictures appended after EOI, which go).
      (marker === APP2 && !startsWithAscii(payload, 'ICC_PROFILE\0'));
    if (!dropped) kept.push(bytes.subarray(start, end));
  }
  if (exifAt !== undefined && orientation !== undefined && orientation !== 1) {
    kept.splice(exifAt, 0, orientationExif(orientation));
  }
  return Buffer.concat(kept);
}

/** Orientation (1-8) from IFD0 of a TIFF block, or undefined when it has none or cannot be read. */
export function readOrientation(tiff: Buffer): number | undefined {
  const order = tiff.toString('latin1', 0, 2);
  if (tiff.length < 8 || (order !== 'II' && order !== 'MM')) return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) === ORIENTATION_TAG && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 Exif segment whose TIFF holds one IFD with one entry: Orientation. */
function orientationExif(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value, held in the entry itself
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const header = Buffer.from([0xff, APP1, 0, 0]);
  header.writeUInt16BE(2 + 6 + tiff.length, 2);
  return Buffer.concat([header, Buffer.from('Exif\0\0', 'latin1'), tiff]);
}
