import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMERA_SERIAL,
  exifSegment,
  isoBox,
  OWNER,
  sampleJpegStructure,
  withJpegSegments,
  xmpSegment,
} from '../fixtures/sampleMedia.js';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { request } from '../support/http.js';
import { singleNodeWith } from '../support/nodeSuite.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';
import { downloadFile, ONE_PIXEL_PNG, uploadFile } from '../support/uploads.js';

const MB10 = 10 * 1024 * 1024;

const PNG = ONE_PIXEL_PNG;

// A minimal MP4: `ftyp` (brand isom) and an `moov` holding an empty `mvhd`.
const MP4 = Buffer.concat([
  isoBox(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2mp41', 'latin1'),
    ]),
  ),
  isoBox('moov', isoBox('mvhd', Buffer.alloc(100))),
]);
/** `MP4` followed by an `mdat` box that brings it to `size` bytes. */
const mp4OfSize = (size: number) => Buffer.concat([MP4, isoBox('mdat', Buffer.alloc(size - MP4.length - 8))]);

// A phone photo: Exif rotated 90° (Orientation 6) with a GPS IFD, the owner and the camera serial, and XMP.
const EXIF = exifSegment(6);
const XMP = xmpSegment();
const PHONE_JPEG = withJpegSegments(sampleJpegStructure(), EXIF, XMP);
/** Exif and XMP go; an Exif segment of 36 bytes (marker, length, Exif header, 26-byte TIFF) holding only Orientation takes their place. */
const STRIPPED_JPEG_LENGTH = PHONE_JPEG.length - EXIF.length - XMP.length + 36;
const GPS_IFD_TAG = Buffer.from([0x88, 0x25]);

/** The stored JPEG keeps no trace of where, by whom or with what it was taken. */
function expectNoIdentity(jpeg: Buffer) {
  expect(jpeg.length).toBe(STRIPPED_JPEG_LENGTH);
  for (const identity of [OWNER, CAMERA_SERIAL, 'http://ns.adobe.com/xap'])
    expect(jpeg.includes(identity)).toBe(false);
  expect(jpeg.includes(GPS_IFD_TAG)).toBe(false);
  // The one Exif left says Orientation 6 and nothing else (one IFD entry, tag 0x0112).
  const exif = jpeg.indexOf('Exif\0\0');
  expect(jpeg.indexOf('Exif', exif + 1)).toBe(-1);
  expect(jpeg.subarray(exif + 6 + 8, exif + 6 + 8 + 4)).toEqual(Buffer.from([0, 1, 0x01, 0x12]));
  expect(jpeg.readUInt16BE(exif + 6 + 8 + 10)).toBe(6);
}

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
// A Windows executable starts `MZ`, its PE header later.
const EXE = Buffer.concat([
  Buffer.from('MZ', 'latin1'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.alloc(200),
]);

const upload = (
  node: RunningNode,
  bytes: Buffer,
  fileName: string,
  declaredType: string,
  headers: Record<string, string> = {},
) => uploadFile(node.url, headers, { bytes, name: fileName, type: declaredType });

const download = (node: RunningNode, fileUrl: string) => downloadFile(node.url, fileUrl);

/** Every object file the local storage holds. */
const storedFiles = (node: RunningNode): string[] => {
  const dir = join(node.dataDir, 'uploads', 'objects');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
};

describe('uploads on the single node (local folder storage)', () => {
  let node: RunningNode;
  let asha: TestAccount;
  let ravi: TestAccount;
  beforeAll(async () => {
    node = await startSingleNode();
    [asha, ravi] = await Promise.all([signUpResident(node, 'Asha'), signUpResident(node, 'Ravi')]);
  });
  afterAll(async () => {
    await node?.stop();
  });

  it('says uploads are available, to anybody', async () => {
    const res = await request(node.url, 'GET', '/api/upload/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ available: true, details: expect.any(String) });
  });

  it('refuses a guest with 401', async () => {
    const res = await upload(node, PNG, 'cat.png', 'image/png');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTH.REQUIRED');
  });

  it('stores a PNG by what its bytes say, whatever its name, and serves it back as image/png', async () => {
    const res = await upload(node, PNG, 'cat.exe', 'application/x-msdownload', asha.auth);
    expect(res.status).toBe(201);
    // Issue 14 point 3: the answer carries no file name (it used to echo `fileName: 'cat.exe'`).
    expect(res.body).toEqual({
      fileUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\.png$/),
      fileType: 'image/png',
      fileSize: PNG.length,
    });
    const got = await download(node, res.body.fileUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    // Served under its key only, never under the name it was uploaded with.
    const key = res.body.fileUrl.split('/').pop();
    expect(got.headers.get('content-disposition')).toBe(`inline; filename="${key}"`);
    expect(got.headers.get('cache-control')).toMatch(/immutable/);
    expect(got.bytes.equals(PNG)).toBe(true);
  });

  it('stores an MP4 as video/mp4', async () => {
    const res = await upload(node, MP4, 'holi clip.bin', 'application/octet-stream', ravi.auth);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ fileUrl: expect.any(String), fileType: 'video/mp4', fileSize: MP4.length });
    expect(res.body.fileUrl).toMatch(/\.mp4$/);
    const got = await download(node, res.body.fileUrl);
    expect(got.headers.get('content-type')).toBe('video/mp4');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.bytes.equals(MP4)).toBe(true);
  });

  it('strips GPS, owner, serial and XMP from a JPEG before storing it, keeping its Orientation', async () => {
    expect(PHONE_JPEG.includes(GPS_IFD_TAG) && PHONE_JPEG.includes(OWNER)).toBe(true);
    const res = await upload(node, PHONE_JPEG, 'IMG_2041.jpg', 'image/jpeg', asha.auth);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fileType: 'image/jpeg', fileSize: STRIPPED_JPEG_LENGTH });
    const got = await download(node, res.body.fileUrl);
    expect(got.headers.get('content-length')).toBe(String(STRIPPED_JPEG_LENGTH));
    expectNoIdentity(got.bytes);
  });

  it('refuses a JPEG whose segment runs past the end with 400 on the field file, storing nothing', async () => {
    const before = storedFiles(node);
    const res = await upload(node, PHONE_JPEG.subarray(0, 60), 'cut.jpg', 'image/jpeg', asha.auth);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'REQUEST.INVALID', errors: [{ field: 'file' }] });
    expect(storedFiles(node)).toEqual(before);
  });

  it('refuses spoofed files (HTML named .jpg, a Windows program named .png) with Invalid File Type, storing nothing', async () => {
    const before = storedFiles(node);
    for (const [bytes, name, type] of [
      [HTML, 'x.jpg', 'image/jpeg'],
      [EXE, 'photo.png', 'image/png'],
    ] as const) {
      const res = await upload(node, bytes, name, type, asha.auth);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: 'UPLOAD.INVALID_TYPE',
        detail: 'Only images and videos are allowed.',
      });
    }
    expect(storedFiles(node)).toEqual(before);
  });

  it('takes exactly 10 MB, and refuses 10 MB + 1 byte with 413 File Too Large, storing nothing', async () => {
    // A video: stripping moves no byte of it, so the stored size is the uploaded one.
    const ok = await upload(node, mp4OfSize(MB10), 'big.mp4', 'video/mp4', asha.auth);
    expect(ok.status).toBe(201);
    expect(ok.body.fileSize).toBe(MB10);

    const before = storedFiles(node);
    const res = await upload(node, mp4OfSize(MB10 + 1), 'bigger.mp4', 'video/mp4', asha.auth);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'UPLOAD.TOO_LARGE', detail: 'Maximum file size is 10MB.' });
    expect(storedFiles(node)).toEqual(before);
  });

  it('wants multipart with a field named file', async () => {
    const json = await request(node.url, 'POST', '/api/upload/file', {
      body: { file: 'x' },
      headers: asha.auth,
    });
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append('picture', new Blob([PNG]), 'cat.png');
    const wrongField = await fetch(`${node.url}/api/upload/file`, {
      method: 'POST',
      body: form,
      headers: asha.auth,
    });
    expect(wrongField.status).toBe(400);
  });

  it('lets only the uploader delete a file', async () => {
    const { body } = await upload(node, PNG, 'mine.png', 'image/png', asha.auth);
    const byRavi = await request(node.url, 'DELETE', '/api/upload/file', {
      body: { fileUrl: body.fileUrl },
      headers: ravi.auth,
    });
    expect(byRavi.status).toBe(403);
    expect((await download(node, body.fileUrl)).status).toBe(200);
    const byGuest = await request(node.url, 'DELETE', '/api/upload/file', {
      body: { fileUrl: body.fileUrl },
    });
    expect(byGuest.status).toBe(401);

    const absolute = `${node.url}${body.fileUrl}`;
    const byAsha = await request(node.url, 'DELETE', '/api/upload/file', {
      body: { fileUrl: absolute },
      headers: asha.auth,
    });
    expect(byAsha.status).toBe(200);
    expect((await download(node, body.fileUrl)).status).toBe(404);
    const again = await request(node.url, 'DELETE', '/api/upload/file', {
      body: { fileUrl: body.fileUrl },
      headers: asha.auth,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('UPLOAD.NOT_FOUND');
  });

  it('refuses with 409 UPLOAD.IN_USE to delete a file a published post or reply shows (issue 14 point 11)', async () => {
    const areas = (await request(node.url, 'GET', '/api/areas?minPosition=1')).body;
    const areaId = areas.find((a: { name: string }) => a.name === 'Koramangala')._id;
    const [postImage, replyImage] = await Promise.all([
      upload(node, PNG, 'stall.png', 'image/png', asha.auth),
      upload(node, PNG, 'reply.png', 'image/png', ravi.auth),
    ]);
    const post = await request(node.url, 'POST', `/api/areas/${areaId}/posts`, {
      headers: asha.auth,
      body: {
        type: 'tip',
        title: 'Fresh vegetables by the temple',
        content: 'The Tuesday market behind the temple has fresh vegetables.',
        mediaUrls: [postImage.body.fileUrl],
      },
    });
    expect(post.status).toBe(201);
    const reply = await request(node.url, 'POST', `/api/posts/${post.body._id}/comments`, {
      headers: ravi.auth,
      body: { content: 'Same stall:', mediaUrls: [replyImage.body.fileUrl] },
    });
    expect(reply.status).toBe(201);

    for (const [who, fileUrl] of [
      [asha, postImage.body.fileUrl],
      [ravi, replyImage.body.fileUrl],
    ] as const) {
      const res = await request(node.url, 'DELETE', '/api/upload/file', {
        body: { fileUrl },
        headers: who.auth,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'UPLOAD.IN_USE',
        detail: expect.stringContaining('published post'),
      });
      expect((await download(node, fileUrl)).status).toBe(200);
    }
  });

  it('names fileUrl when the body to delete a file is missing it or names no file of ours', async () => {
    const deleting = (body: unknown) =>
      request(node.url, 'DELETE', '/api/upload/file', { body, headers: asha.auth });
    const missing = await deleting({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['fileUrl']);
    const elsewhere = await deleting({ fileUrl: 'https://example.com/api/files/x.png' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors).toEqual([{ field: 'fileUrl', message: 'is not a file uploaded here' }]);
  });

  it('serves nothing outside its keys', async () => {
    for (const path of ['/api/files/..%2Fevents.sqlite', '/api/files/x.png', '/api/files/']) {
      const res = await fetch(`${node.url}${path}`);
      expect(res.status).toBe(404);
      await res.body?.cancel();
    }
  });
});

describe('uploads switched off (UPLOADS=off)', () => {
  const suite = singleNodeWith(['Asha'], { env: { UPLOADS: 'off' } });

  it('says uploads are unavailable and refuses them with 503', async () => {
    const status = await request(suite.node.url, 'GET', '/api/upload/status');
    expect(status.body).toEqual({
      available: false,
      details: 'File uploads are coming soon! An object-storage service is not configured.',
    });
    const res = await upload(suite.node, PNG, 'cat.png', 'image/png', suite.people.Asha.auth);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'UPLOAD.UNAVAILABLE',
      detail: 'File uploads are coming soon! An object-storage service is not configured.',
    });
  });
});

// The same round trip on a real S3-compatible server, when one is running (`npm run infra:up -- s3`).
describe.skipIf(!process.env.S3_ENDPOINT)('uploads in S3 (UPLOADS=s3)', () => {
  const suite = singleNodeWith(['Asha'], { env: { UPLOADS: 's3' } });

  it('stores, serves and deletes a file', async () => {
    expect((await request(suite.node.url, 'GET', '/api/upload/status')).body.available).toBe(true);
    const { status, body } = await upload(suite.node, MP4, 'clip.mp4', 'video/mp4', suite.people.Asha.auth);
    expect(status).toBe(201);
    const got = await download(suite.node, body.fileUrl);
    expect(got.headers.get('content-type')).toBe('video/mp4');
    expect(got.bytes.equals(MP4)).toBe(true);
    const deleted = await request(suite.node.url, 'DELETE', '/api/upload/file', {
      body: { fileUrl: body.fileUrl },
      headers: suite.people.Asha.auth,
    });
    expect(deleted.status).toBe(200);
    expect((await download(suite.node, body.fileUrl)).status).toBe(404);
  });

  it('stores a JPEG without its GPS Exif, at the stripped length', async () => {
    const { status, body } = await upload(
      suite.node,
      PHONE_JPEG,
      'IMG_2041.jpg',
      'image/jpeg',
      suite.people.Asha.auth,
    );
    expect(status).toBe(201);
    expect(body.fileSize).toBe(STRIPPED_JPEG_LENGTH);
    const got = await download(suite.node, body.fileUrl);
    expect(got.headers.get('content-length')).toBe(String(STRIPPED_JPEG_LENGTH));
    expectNoIdentity(got.bytes);
  });
});
