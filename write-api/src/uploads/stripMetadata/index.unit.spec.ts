import { DomainError } from '@mohalla/contracts';

import { describe, expect, it } from 'vitest';
import {
  exifSegment,
  OWNER,
  pngMetadataChunks,
  sampleGif,
  sampleJpegStructure,
  sampleMp4,
  samplePng,
  sampleWebp,
  withJpegSegments,
  xmpSegment,
} from '../../../../test/fixtures/sampleMedia.js';
import { sniffMediaType } from '../sniffMediaType.js';
import { stripMetadata } from './index.js';

const SAMPLES: Array<[string, Buffer]> = [
  ['JPEG', withJpegSegments(sampleJpegStructure(), exifSegment(3), xmpSegment())],
  ['PNG', samplePng(2, 2, pngMetadataChunks())],
  ['WebP', sampleWebp()],
  ['GIF', sampleGif()],
  ['MP4', sampleMp4()],
];
const sniff = (bytes: Buffer) => {
  const media = sniffMediaType(bytes);
  if (!media) throw new Error('the sample is no media file');
  return media;
};

describe('stripMetadata', () => {
  it.each(SAMPLES)('strips the owner from a %s chosen by its sniffed type', (_, bytes) => {
    expect(bytes.includes(OWNER)).toBe(true);
    expect(stripMetadata(bytes, sniff(bytes)).includes(OWNER)).toBe(false);
  });

  // Issue 14 point 4: what cannot be stripped by allow-list is refused, not stored as it came.
  it.each([
    [
      'WebM',
      Buffer.from([
        0x1a,
        0x45,
        0xdf,
        0xa3,
        0x9f,
        0x42,
        0x86,
        0x81,
        0x01,
        0x42,
        0x82,
        0x84,
        ...Buffer.from('webm'),
      ]),
    ],
    [
      'Ogg Theora',
      Buffer.concat([
        Buffer.from('OggS\0\x02', 'latin1'),
        Buffer.alloc(22),
        Buffer.from('\x80theora', 'latin1'),
      ]),
    ],
    ['AVI', Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1'), Buffer.from(OWNER)])],
  ])('refuses a %s with 415, as it cannot be stripped', (_, bytes) => {
    expect(() => stripMetadata(bytes, sniff(bytes))).toThrow(
      expect.objectContaining({ status: 415, code: 'UPLOAD.INVALID_TYPE' }),
    );
  });

  it.each(SAMPLES)(
    'answers every truncation of a %s with a stripped file or a 400 on the field file, never anything else',
    (_, bytes) => {
      const media = sniff(bytes);
      let refused = 0;
      for (let length = 0; length < bytes.length; length++) {
        try {
          expect(stripMetadata(bytes.subarray(0, length), media).includes(OWNER)).toBe(false);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
          expect(error).toMatchObject({ status: 400, code: 'REQUEST.INVALID', errors: [{ field: 'file' }] });
          refused++;
        }
      }
      expect(refused).toBeGreaterThan(0);
    },
  );
});
