import { crc32 } from 'node:zlib';
import { MalformedMedia, need } from './malformedMedia.js';

export interface PngChunk {
  type: string;
  start: number;
  end: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * The only chunks kept: the critical ones, what changes how the pixels look
 * (transparency, gamma, chromaticities, sRGB intent, significant bits, pixel
 * aspect) and APNG's animation frames. All of them hold numbers and pixels
 * only; iCCP's free-text profile name is replaced (see `neutralIccp`).
 * Everything else, known or private (tEXt, zTXt, iTXt, eXIf, tIME, prVt,
 * ...), is dropped.
 */
const KEPT_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]);
/** The name every kept ICC profile gets: the original is free text (an editor may put anything there). */
const ICC_PROFILE_NAME = 'ICC Profile';

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

/** The PNG with only the chunks in `KEPT_CHUNKS`, copied whole (CRC included) but for iCCP's name. */
export function stripPng(bytes: Buffer): Buffer {
  const kept: Buffer[] = [SIGNATURE];
  for (const { type, start, end } of pngChunks(bytes)) {
    if (!KEPT_CHUNKS.has(type)) continue;
    const chunk = bytes.subarray(start, end);
    kept.push(type === 'iCCP' ? neutralIccp(chunk) : chunk);
  }
  return Buffer.concat(kept);
}

/** The iCCP chunk with its profile name replaced: name, NUL, compression method, profile. */
function neutralIccp(chunk: Buffer): Buffer {
  const data = chunk.subarray(8, chunk.length - 4);
  const nul = data.indexOf(0);
  if (nul < 1 || nul > 79) throw new MalformedMedia('The PNG iCCP chunk has no valid profile name');
  const body = Buffer.concat([Buffer.from(`iCCP${ICC_PROFILE_NAME}\0`, 'latin1'), data.subarray(nul + 1)]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
