import { describe, expect, it } from 'vitest';
import { sniffMediaType } from './sniffMediaType.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0], 'isom');

describe('sniffMediaType', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg', 'jpg'],
    [bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'rest'), 'image/png', 'png'],
    [bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    [bytes('GIF87a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
    [bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'video/x-msvideo', 'avi'],
    [ftyp('isom'), 'video/mp4', 'mp4'],
    [ftyp('mp42'), 'video/mp4', 'mp4'],
    [ftyp('qt  '), 'video/quicktime', 'mov'],
    [
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'),
      'video/webm',
      'webm',
    ],
    [bytes('OggS', [0, 2], Buffer.alloc(22).toString('latin1'), [0x80], 'theora'), 'video/ogg', 'ogv'],
  ])('knows %#', (input, contentType, extension) => {
    expect(sniffMediaType(input)).toMatchObject({ contentType, extension });
  });

  it.each([
    ['empty', bytes()],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0])],
    ['a PDF', bytes('%PDF-1.7')],
    ['a ZIP', bytes('PK', [3, 4])],
    ['HEIC (an image brand of ftyp not allowed)', ftyp('heic')],
    ['M4A audio', ftyp('M4A ')],
    ['Matroska that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska')],
    ['Ogg Vorbis audio', bytes('OggS', [0, 2], Buffer.alloc(22).toString('latin1'), [1], 'vorbis')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
  ])('refuses %s', (_, input) => {
    expect(sniffMediaType(input)).toBeNull();
  });
});
