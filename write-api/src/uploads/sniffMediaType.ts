/** What a file's own bytes say it is. */
export interface SniffedMedia {
  /** The media type it is stored and served with. */
  contentType: string;
  /** The extension its key gets (no dot). */
  extension: string;
  kind: 'image' | 'video';
}

/** How many leading bytes `sniffMediaType` needs at most. */
export const SNIFF_BYTES = 4096;

const ascii = (bytes: Uint8Array, at: number, text: string): boolean =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[]): boolean =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

// ISO base media (ftyp) brands of video files. Image brands (heic, avif, mif1) and
// audio ones (M4A, M4B) are not here: only images and videos are allowed.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'dash',
  'msnv',
  'f4v ',
]);

/**
 * The media type from the file's leading bytes (magic numbers), never from its
 * name or the type the client declared. Answers null for anything that is not
 * one of the allowed images (JPEG, PNG, GIF, WebP) or videos (MP4, QuickTime,
 * WebM, Ogg Theora, AVI). SVG is refused on purpose: it is a document that
 * can carry script.
 */
export function sniffMediaType(bytes: Uint8Array): SniffedMedia | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('image/png', 'png');
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return image('image/gif', 'gif');
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return image('image/webp', 'webp');
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'AVI ')) return video('video/x-msvideo', 'avi');
  if (ascii(bytes, 4, 'ftyp')) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (brand === 'qt  ') return video('video/quicktime', 'mov');
    if (MP4_BRANDS.has(brand)) return video('video/mp4', 'mp4');
    return null;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: WebM names its DocType in the header; other Matroska files are not allowed.
    return includesAscii(bytes.subarray(0, 64), 'webm') ? video('video/webm', 'webm') : null;
  }
  if (ascii(bytes, 0, 'OggS')) {
    // The first page's packet says the codec: only Theora is video (Vorbis and Opus are audio).
    return includesAscii(bytes.subarray(0, 128), '\x80theora') ? video('video/ogg', 'ogv') : null;
  }
  return null;
}

function includesAscii(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(text, 'latin1'));
}

const image = (contentType: string, extension: string): SniffedMedia => ({
  contentType,
  extension,
  kind: 'image',
});
const video = (contentType: string, extension: string): SniffedMedia => ({
  contentType,
  extension,
  kind: 'video',
});
