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
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const ORIENTATION_TAG = 0x0112;

/**
 * What decoding needs, and nothing else: SOI, EOI, SOS with its scan, RSTn,
 * DQT, DHT, DAC, DRI, DNL, and every SOFn (0xC0-0xCF but DHT, JPG and DAC).
 * Every APPn (0xE0-0xEF) and COM, known or not, goes; the ICC profile, the
 * Orientation, JFIF's density and Adobe's colour transform are put back from what was read
 * (see `stripJpeg`).
 */
function isDecodingMarker(marker: number): boolean {
  if (marker >= 0xc0 && marker <= 0xcf) return marker !== 0xc8; // SOFn, DHT (C4), DAC (CC); not JPG (C8)
  if (marker >= 0xd0 && marker <= 0xd7) return true; // RSTn
  return [SOI, EOI, SOS, 0xdb, 0xdc, 0xdd].includes(marker); // DQT, DNL, DRI
}

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
 * The JPEG by allow-list: the segments decoding needs (`isDecodingMarker`),
 * the scans included, byte for byte. Of the application segments only three
 * things survive, each rebuilt or checked so that no free text rides along:
 * the ICC profile (APP2 ICC_PROFILE, it is colour, not identity), the
 * Orientation (a minimal Exif holding only that tag, so the picture stays
 * upright), JFIF's pixel density (without its thumbnail, which can show
 * what a crop removed) and Adobe's colour transform (an APP14 rebuilt from its one
 * transform byte, without which CMYK and YCCK pictures decode in the wrong
 * colours). Everything else (Exif, XMP, FlashPix, MPF, IPTC, maker
 * segments APP3-APP15, COM) is dropped.
 */
export function stripJpeg(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  const application: Buffer[] = [];
  let orientation: number | undefined;
  let adobeTransform: number | undefined;
  let jfif: Buffer | undefined;
  for (const { marker, start, end } of jpegSegments(bytes)) {
    const segment = bytes.subarray(start, end);
    const payload = bytes.subarray(start + 4, end);
    if (isDecodingMarker(marker)) kept.push(segment);
    else if (marker === APP0 && startsWithAscii(payload, 'JFIF\0') && payload.length >= 14) {
      jfif ??= jfifSegment(payload);
    } else if (marker === APP1 && startsWithAscii(payload, 'Exif\0\0') && orientation === undefined) {
      orientation = readOrientation(payload.subarray(6));
    } else if (marker === APP2 && startsWithAscii(payload, 'ICC_PROFILE\0')) application.push(segment);
    else if (marker === APP14 && startsWithAscii(payload, 'Adobe') && payload.length >= 12) {
      adobeTransform = payload[11];
    }
  }
  if (orientation !== undefined && orientation !== 1) application.unshift(orientationExif(orientation));
  if (adobeTransform !== undefined) application.push(adobeSegment(adobeTransform));
  // JFIF, when there was one, comes first, as its specification wants.
  if (jfif) application.unshift(jfif);
  // Application segments go right after SOI, before the tables and the frame.
  return Buffer.concat([kept[0] as Buffer, ...application, ...kept.slice(1)]);
}

/** APP0 JFIF with the original's version and pixel density (numbers only), and no thumbnail. */
function jfifSegment(payload: Buffer): Buffer {
  const segment = Buffer.from([
    0xff,
    APP0,
    0,
    16,
    ...Buffer.from('JFIF\0', 'latin1'),
    ...payload.subarray(5, 12),
    0,
    0,
  ]);
  return segment;
}

/** APP14 "Adobe": DCTEncodeVersion 100, no flags, the transform (0 none or CMYK, 1 YCbCr, 2 YCCK). */
function adobeSegment(transform: number): Buffer {
  const segment = Buffer.from([0xff, APP14, 0, 14, ...Buffer.from('Adobe', 'latin1'), 0, 100, 0, 0, 0, 0, 0]);
  segment[15] = transform <= 2 ? transform : 0;
  return segment;
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
