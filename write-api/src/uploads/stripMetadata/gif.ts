import { MalformedMedia, need } from './malformedMedia.js';

export interface GifBlock {
  /** 0x2C image, 0x21 extension, 0x3B trailer. */
  introducer: number;
  /** An extension's label (0xFE comment, 0xFF application, ...). */
  label?: number;
  /** An application extension's identifier and authentication code (11 characters). */
  application?: string;
  start: number;
  end: number;
}

const IMAGE = 0x2c;
const EXTENSION = 0x21;
const TRAILER = 0x3b;
const GRAPHIC_CONTROL = 0xf9;
const APPLICATION = 0xff;
/** The looping extension browsers read (Netscape's, and its older twin). */
const LOOPING_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

/** Where a run of data sub-blocks starting at `at` ends (past its zero-length terminator). */
function endOfSubBlocks(bytes: Buffer, from: number): number {
  let at = from;
  for (;;) {
    need(bytes, at + 1, 'A GIF data sub-block');
    const size = bytes[at] as number;
    at += 1 + size;
    if (size === 0) return at;
  }
}

const colourTableBytes = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The header and logical screen descriptor (with the global colour table), then each block up to the trailer. */
export function* gifBlocks(bytes: Buffer): Generator<GifBlock> {
  need(bytes, 13, 'The GIF header');
  const header = bytes.toString('latin1', 0, 6);
  if (header !== 'GIF87a' && header !== 'GIF89a')
    throw new MalformedMedia('A GIF starts with GIF87a or GIF89a');
  let at = 13 + colourTableBytes(bytes[10] as number);
  need(bytes, at, 'The GIF global colour table');
  yield { introducer: 0, start: 0, end: at };
  for (;;) {
    need(bytes, at + 1, 'A GIF block');
    const introducer = bytes[at] as number;
    const start = at;
    if (introducer === TRAILER) {
      yield { introducer, start, end: at + 1 };
      return;
    }
    if (introducer === IMAGE) {
      need(bytes, at + 10, 'A GIF image descriptor');
      at += 10 + colourTableBytes(bytes[at + 9] as number) + 1; // descriptor, local table, LZW code size
      at = endOfSubBlocks(bytes, at);
      yield { introducer, start, end: at };
    } else if (introducer === EXTENSION) {
      need(bytes, at + 2, 'A GIF extension');
      const label = bytes[at + 1] as number;
      const application =
        label === APPLICATION && bytes[at + 2] === 11 ? bytes.toString('latin1', at + 3, at + 14) : undefined;
      at = endOfSubBlocks(bytes, at + 2);
      yield { introducer, label, ...(application === undefined ? {} : { application }), start, end: at };
    } else {
      throw new MalformedMedia('A GIF block has an unknown introducer');
    }
  }
}

/**
 * The GIF by allow-list: header, screen descriptor and colour table, images,
 * graphic control extensions (delay, transparency) and the trailer, byte for
 * byte; the loop count is kept in a rebuilt NETSCAPE2.0 extension, so no other
 * sub-block rides along. Comments, plain text, XMP and every other application
 * extension go.
 */
export function stripGif(bytes: Buffer): Buffer {
  const kept: Buffer[] = [];
  for (const { introducer, label, application, start, end } of gifBlocks(bytes)) {
    if (introducer !== EXTENSION || label === GRAPHIC_CONTROL) kept.push(bytes.subarray(start, end));
    else if (application !== undefined && LOOPING_APPLICATIONS.has(application)) {
      const loops = loopCount(bytes.subarray(start, end));
      if (loops !== undefined) kept.push(loopingExtension(loops));
    }
  }
  return Buffer.concat(kept);
}

/** The loop count of a looping extension: its first sub-block is 3 bytes, id 1 and a 16-bit count. */
function loopCount(block: Buffer): number | undefined {
  const at = 14; // introducer, label, block size 11, the 11-character identifier
  return block[at] === 3 && block[at + 1] === 1 && block.length >= at + 4
    ? block.readUInt16LE(at + 2)
    : undefined;
}

function loopingExtension(loops: number): Buffer {
  const block = Buffer.concat([
    Buffer.from([EXTENSION, APPLICATION, 11]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([3, 1, 0, 0, 0]),
  ]);
  block.writeUInt16LE(loops, 16);
  return block;
}
