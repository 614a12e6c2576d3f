import { MalformedMedia, need } from './malformedMedia.js';

export interface RiffChunk {
  fourcc: string;
  start: number;
  /** Past the data and its pad byte (chunks are padded to an even size). */
  end: number;
}

/**
 * The only chunks kept: the bitstreams (lossy, lossless, alpha), the extended
 * header, animation and the ICC profile. EXIF, XMP and any unknown chunk go.
 */
const KEPT_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
/** VP8X flag bits saying an EXIF or XMP chunk follows. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/** Walks the chunks of a RIFF WebP, within the size its RIFF header states. */
export function* webpChunks(bytes: Buffer): Generator<RiffChunk> {
  need(bytes, 12, 'The RIFF header');
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') {
    throw new MalformedMedia('A WebP starts with RIFF....WEBP');
  }
  const riffEnd = 8 + bytes.readUInt32LE(4);
  need(bytes, riffEnd, 'The RIFF body');
  let at = 12;
  while (at < riffEnd) {
    need(bytes, at + 8, 'A WebP chunk header');
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const end = at + 8 + size + (size & 1);
    if (end > riffEnd) throw new MalformedMedia(`The WebP chunk "${fourcc}" runs past the RIFF body`);
    yield { fourcc, start: at, end };
    at = end;
  }
}

/** The WebP with only `KEPT_CHUNKS`; VP8X stops announcing EXIF and XMP and the RIFF size is the new one. */
export function stripWebp(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  for (const { fourcc, start, end } of webpChunks(bytes)) {
    if (!KEPT_CHUNKS.has(fourcc)) continue;
    const chunk = Buffer.from(bytes.subarray(start, end));
    if (fourcc === 'VP8X') {
      need(chunk, 9, 'The VP8X flags');
      chunk[8] = (chunk[8] as number) & ~(EXIF_FLAG | XMP_FLAG);
    }
    kept.push(chunk);
  }
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(4 + kept.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  return Buffer.concat([header, ...kept]);
}
