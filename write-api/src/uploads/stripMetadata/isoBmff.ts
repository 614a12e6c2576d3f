import { MalformedMedia, need } from './malformedMedia.js';

export interface IsoBox {
  type: string;
  start: number;
  /** Past the size and type fields (and the 64-bit size, when there is one). */
  sizeFieldsEnd: number;
  end: number;
}

/**
 * The boxes kept in each container (allow-list); any other box, known or not
 * (udta, meta, uuid XMP, iods, Apple's location keys...), is blanked. Each
 * container listed here is walked in turn; one kept but not listed (stbl,
 * mvex, moof, sidx) holds sample tables and codec settings, numbers only.
 */
const KEPT_BOXES: Record<string, ReadonlySet<string>> = {
  '': new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'moof', 'mfra', 'styp', 'sidx']),
  moov: new Set(['mvhd', 'trak', 'mvex', 'free', 'skip']),
  trak: new Set(['tkhd', 'tref', 'edts', 'mdia', 'free', 'skip']),
  mdia: new Set(['mdhd', 'hdlr', 'minf', 'free', 'skip']),
  minf: new Set(['vmhd', 'smhd', 'hmhd', 'nmhd', 'gmhd', 'dinf', 'stbl', 'hdlr', 'free', 'skip']),
};
/** Padding boxes: kept so no offset moves, but their contents may be anything, so they are zeroed. */
const FILLERS = new Set(['free', 'skip', 'wide']);
/** In `hdlr`: version and flags, pre_defined, handler type and three reserved words, then a free-text name. */
const HDLR_NAME_AT = 24;

/**
 * The boxes between `from` and `to`. A size of 0 runs to `to`. A few bytes
 * left that cannot hold a box are allowed only when they are zero (QuickTime
 * ends some atom lists with a 32-bit zero terminator).
 */
export function* isoBoxes(bytes: Buffer, from = 0, to = bytes.length): Generator<IsoBox> {
  let at = from;
  while (at < to) {
    if (to - at < 8) {
      if (bytes.subarray(at, to).every((b) => b === 0)) return;
      throw new MalformedMedia('Bytes too few for a box are left at the end of a box list');
    }
    const size32 = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let sizeFieldsEnd = at + 8;
    let size: number;
    if (size32 === 1) {
      need(bytes, at + 16, `The 64-bit size of the box "${type}"`);
      size = Number(bytes.readBigUInt64BE(at + 8));
      sizeFieldsEnd = at + 16;
    } else size = size32 === 0 ? to - at : size32;
    const end = at + size;
    if (size < sizeFieldsEnd - at || end > to)
      throw new MalformedMedia(`The box "${type}" runs past its container`);
    yield { type, start: at, sizeFieldsEnd, end };
    at = end;
  }
}

/**
 * The movie by allow-list, without moving a byte (chunk offsets in
 * `stco`/`co64` stay valid): in the top level, `moov`, each `trak`, `mdia`
 * and `minf`, a box not in `KEPT_BOXES` becomes a `free` box whose contents
 * are zeroed, so players skip it and nothing of the location, camera or owner
 * is left in the bytes; a handler's free-text name is zeroed too.
 */
export function stripIsoBmff(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  const strip = (container: string, from: number, to: number) => {
    const kept = KEPT_BOXES[container] as ReadonlySet<string>;
    for (const box of isoBoxes(out, from, to)) {
      if (!kept.has(box.type) || FILLERS.has(box.type)) {
        out.write('free', box.start + 4, 'latin1');
        out.fill(0, box.sizeFieldsEnd, box.end);
      } else if (box.type === 'hdlr')
        out.fill(0, Math.min(box.sizeFieldsEnd + HDLR_NAME_AT, box.end), box.end);
      else if (Object.hasOwn(KEPT_BOXES, box.type)) strip(box.type, box.sizeFieldsEnd, box.end);
    }
  };
  strip('', 0, out.length);
  return out;
}
