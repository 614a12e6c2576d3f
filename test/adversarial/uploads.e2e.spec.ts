import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isoBox,
  jpegSegment,
  OWNER,
  pngChunk,
  sampleJpegStructure,
  samplePng,
  withJpegSegments,
} from '../fixtures/sampleMedia.js';
import type { TestAccount } from '../support/accounts.js';
import { singleNodeWith } from '../support/nodeSuite.js';
import type { RunningNode } from '../support/singleNode.js';
import { downloadFile, uploadFile } from '../support/uploads.js';

// Issue 14: what an outside attack found in uploads. Point 3 (the original file name served to every
// viewer), point 4 (metadata surviving a deny-list) and point 6 (no quota: 30 × 1 MB in under a second).

const MB = 1024 * 1024;
const MOBILE = '9876543210';
const LEAKY_NAME = `Asha Verma_${MOBILE}_aadhaar.png`;

/** A minimal MP4 (`ftyp`, `moov/mvhd`) padded by `mdat` to `size` bytes: stored as it came. */
function mp4OfSize(size: number): Buffer {
  const head = Buffer.concat([
    isoBox('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    isoBox('moov', isoBox('mvhd', Buffer.alloc(100))),
  ]);
  return Buffer.concat([head, isoBox('mdat', Buffer.alloc(size - head.length - 8))]);
}

const upload = (node: RunningNode, who: TestAccount, bytes: Buffer, fileName: string) =>
  uploadFile(node.url, who.auth, { bytes, name: fileName });

const download = (node: RunningNode, fileUrl: string, method = 'GET') =>
  downloadFile(node.url, fileUrl, method);

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((entry) => join(dir, String(entry)))
    .filter((path) => statSync(path).isFile());
}

const storedObjects = (node: RunningNode) => filesUnder(join(node.dataDir, 'uploads', 'objects'));

describe('an upload keeps no original name and no metadata (points 3 and 4)', () => {
  const suite = singleNodeWith(['Asha']);

  it('never answers, serves or stores the name it was uploaded with', async () => {
    const res = await upload(suite.node, suite.people.Asha, samplePng(4, 4), LEAKY_NAME);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['fileSize', 'fileType', 'fileUrl']);
    expect(res.text).not.toContain(MOBILE);

    const key = res.body.fileUrl.split('/').pop();
    for (const method of ['GET', 'HEAD']) {
      const got = await download(suite.node, res.body.fileUrl, method);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-disposition')).toBe(`inline; filename="${key}"`);
      expect(got.headers.get('x-content-type-options')).toBe('nosniff');
      expect([...got.headers.values()].join('\n')).not.toMatch(/9876543210|aadhaar|Verma/);
    }
    // Not in the stored object (its metadata header included), the event log or anything else on disk.
    for (const path of filesUnder(suite.node.dataDir)) {
      const bytes = readFileSync(path);
      expect(bytes.includes(MOBILE), path).toBe(false);
      expect(bytes.includes('aadhaar'), path).toBe(false);
    }
  });

  it('drops JPEG APP3, APP4, APP9, APP11, APP12 and APP15 segments holding the owner, keeping the picture', async () => {
    const plain = sampleJpegStructure();
    const owner = Buffer.from(`Owner: ${OWNER}`, 'latin1');
    const segments = [0xe3, 0xe4, 0xe9, 0xeb, 0xec, 0xef].map((marker) => jpegSegment(marker, owner));
    const res = await upload(
      suite.node,
      suite.people.Asha,
      withJpegSegments(plain, ...segments),
      'photo.jpg',
    );
    expect(res.status).toBe(201);
    const stored = (await download(suite.node, res.body.fileUrl)).bytes;
    expect(stored.includes(OWNER)).toBe(false);
    expect(stored.equals(plain)).toBe(true);
  });

  it('drops PNG private and text chunks (prVt, tEXt, a lowercase private one), keeping the pixels', async () => {
    const owner = Buffer.from(`Owner\0${OWNER}`, 'latin1');
    const input = samplePng(6, 3, [
      pngChunk('prVt', owner),
      pngChunk('tEXt', owner),
      pngChunk('zzOw', owner),
    ]);
    const res = await upload(suite.node, suite.people.Asha, input, 'map.png');
    expect(res.status).toBe(201);
    const stored = (await download(suite.node, res.body.fileUrl)).bytes;
    expect(stored.includes(OWNER)).toBe(false);
    expect(stored.equals(samplePng(6, 3))).toBe(true);
  });
});

describe('per-person upload rate and daily bytes (point 6)', () => {
  const suite = singleNodeWith(['Vikram', 'Meera', 'Sunil'], {
    env: { UPLOAD_LIMIT_PER_MINUTE: '5', UPLOAD_MEGABYTES_PER_DAY: '10' },
  });

  it('30 × 1 MB at once: 5 stored, the rest 429 UPLOAD.RATE_LIMITED with Retry-After, and a neighbour unaffected', async () => {
    const { node } = suite;
    const { Vikram: flooder, Meera: neighbour } = suite.people;
    const file = mp4OfSize(MB);
    const results = await Promise.all(Array.from({ length: 30 }, () => upload(node, flooder, file, 'x.mp4')));
    const stored = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 429);
    expect([stored.length, refused.length]).toEqual([5, 25]);
    for (const r of refused) {
      expect(r.body.code).toBe('UPLOAD.RATE_LIMITED');
      expect(r.body.detail).toMatch(/5 files a minute/);
      const wait = Number(r.headers.get('retry-after'));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
    }
    expect(storedObjects(node)).toHaveLength(5);
    // A larger file sent after the refusals gets a clean 429 too (its body is read past), not a broken pipe.
    const late = await upload(node, flooder, mp4OfSize(4 * MB), 'z.mp4');
    expect([late.status, late.body.code]).toEqual([429, 'UPLOAD.RATE_LIMITED']);
    expect(storedObjects(node)).toHaveLength(5);
    expect((await upload(node, neighbour, file, 'y.mp4')).status).toBe(201);
  });

  it('refuses the file that would pass the daily megabytes, storing nothing', async () => {
    const { node } = suite;
    const { Sunil: hoarder } = suite.people;
    expect((await upload(node, hoarder, mp4OfSize(6 * MB), 'a.mp4')).status).toBe(201);
    const before = storedObjects(node);
    const res = await upload(node, hoarder, mp4OfSize(5 * MB), 'b.mp4');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      code: 'UPLOAD.RATE_LIMITED',
      detail: expect.stringMatching(/10 MB a day/),
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(storedObjects(node)).toEqual(before);
    // What still fits today is taken.
    expect((await upload(node, hoarder, mp4OfSize(3 * MB), 'c.mp4')).status).toBe(201);
  });
});
