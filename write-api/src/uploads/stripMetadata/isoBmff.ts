import { MalformedMedia, need } from './malformedMedia.js';

export interface IsoBox {
  type: string;
  start: number;
  /** Past the size and type fields (and the 64-bit size, when there is one). */
  sizeFieldsEnd: number;
  end: number;
}

/** Boxes that hold user data: `©xyz` and `©nam` in udta, Apple's location keys in meta. */
const METADATA_BOXES = new Set(['udta', 'meta']);
/** Adobe's XMP packet in a top-level `uuid` box. */
const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');

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
 * The movie with its user data made unreadable without moving a byte (chunk
 * offsets in `stco`/`co64` stay valid): every `udta` and `meta` box at the top,
 * in `moov` and in each `trak`, and a top-level XMP `uuid` box, becomes a
 * `free` box whose contents are zeroed, so players skip it and nothing of the
 * location, camera or owner is left in the bytes.
 */
export function stripIsoBmff(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  const blank = ({ start, sizeFieldsEnd, end }: IsoBox) => {
    out.write('free', start + 4, 'latin1');
    out.fill(0, sizeFieldsEnd, end);
  };
  const stripContainer = (box: IsoBox) => {
    for (const child of isoBoxes(out, box.sizeFieldsEnd, box.end)) {
      if (METADATA_BOXES.has(child.type)) blank(child);
      else if (child.type === 'trak') stripContainer(child);
    }
  };
  for (const box of isoBoxes(out)) {
    if (METADATA_BOXES.has(box.type)) blank(box);
    else if (box.type === 'moov') stripContainer(box);
    else if (
      box.type === 'uuid' &&
      out.subarray(box.sizeFieldsEnd, box.sizeFieldsEnd + 16).equals(XMP_UUID)
    ) {
      blank(box);
    }
  }
  return out;
}
