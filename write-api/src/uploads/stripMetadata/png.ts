import { MalformedMedia, need } from './malformedMedia.js';

export interface PngChunk {
  type: string;
  start: number;
  end: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Text (Author, Comment, GPS written by editors), Exif, and the last-modified time. */
const METADATA_CHUNKS = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME']);

/** Walks a PNG's chunks from IHDR to IEND; bytes after IEND are no part of the picture. */
export function* pngChunks(bytes: Buffer): Generator<PngChunk> {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new MalformedMedia('A PNG starts with its signature');
  let at = SIGNATURE.length;
  for (;;) {
    need(bytes, at + 8, 'A PNG chunk header');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new MalformedMedia('A PNG chunk has no valid type');
    if (at === SIGNATURE.length && type !== 'IHDR') throw new MalformedMedia('A PNG starts with IHDR');
    const end = at + 8 + length + 4; // length, type, data, CRC
    need(bytes, end, `The PNG chunk ${type}`);
    yield { type, start: at, end };
    if (type === 'IEND') return;
    at = end;
  }
}

/** The PNG without its text, Exif and time chunks; kept chunks are copied whole, CRC included. */
export function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [SIGNATURE];
  for (const { type, start, end } of pngChunks(bytes)) {
    if (!METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(start, end));
  }
  return Buffer.concat(kept);
}
