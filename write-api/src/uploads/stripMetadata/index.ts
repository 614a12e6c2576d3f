import type { SniffedMedia } from '../sniffMediaType.js';
import { invalidFile, unstrippableType } from '../uploadRules.js';
import { stripGif } from './gif.js';
import { stripIsoBmff } from './isoBmff.js';
import { stripJpeg } from './jpeg.js';
import { MalformedMedia } from './malformedMedia.js';
import { stripPng } from './png.js';
import { stripWebp } from './webp.js';

const STRIPPERS: Partial<Record<string, (bytes: Buffer) => Buffer>> = {
  jpg: stripJpeg,
  png: stripPng,
  webp: stripWebp,
  gif: stripGif,
  mp4: stripIsoBmff,
  mov: stripIsoBmff,
};

/**
 * The upload's bytes without what could identify the resident behind an alias
 * (GPS position, camera serial, owner name, editing history), chosen by the
 * sniffed type; nothing is re-encoded. Each stripper keeps an allow-list of
 * what rendering needs and drops everything else, known or not. WebM, Ogg and
 * AVI have no stripper (their tags, titles, comments and attachments live in
 * nested structures we do not rewrite), so they are refused (415) rather than
 * stored with whatever they carry. A file whose structure is broken is
 * refused (400 on the field `file`) rather than stored as it came.
 */
export function stripMetadata(bytes: Buffer, media: SniffedMedia): Buffer {
  const strip = STRIPPERS[media.extension];
  if (!strip) throw unstrippableType();
  try {
    return strip(bytes);
  } catch (error) {
    if (error instanceof MalformedMedia || error instanceof RangeError) {
      throw invalidFile(`The file is damaged: ${error.message}.`);
    }
    throw error;
  }
}
