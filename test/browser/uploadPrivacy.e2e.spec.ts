import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  commentSegment,
  exifSegment,
  OWNER,
  pngMetadataChunks,
  samplePng,
  withJpegSegments,
  xmpSegment,
} from '../../write-api/src/uploads/stripMetadata/sampleMedia.js';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser } from '../support/browser.js';

const browserApp = appInBrowser();

interface Shown {
  width: number;
  height: number;
  /** The colour at the centre, as the browser decoded it. */
  centre: [number, number, number];
}

/** Loads `src` in an <img> on the app's page, as a post shows it, and reads what the browser made of it. */
const show = (page: Page, src: string) =>
  page.evaluate<Shown>(`(async () => {
    const img = new Image();
    img.src = ${JSON.stringify(src)};
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(img.naturalWidth >> 1, img.naturalHeight >> 1, 1, 1).data;
    return { width: img.naturalWidth, height: img.naturalHeight, centre: [r, g, b] };
  })()`);

interface Uploaded {
  fileUrl: string;
  fileSize: number;
}

async function upload(account: TestAccount, bytes: Buffer, name: string): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${browserApp.app.url}/api/upload/file`, {
    method: 'POST',
    body: form,
    headers: account.auth,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Uploaded;
}

describe('a photo uploaded with metadata still shows once stripped', () => {
  it('shows a JPEG (made by the browser, then given GPS Exif with Orientation 6, XMP and a comment) upright and decodable', async () => {
    const asha = await signUpResident(browserApp.app);
    const page = await (await browserApp.chromium.browser.newContext()).newPage();
    await page.goto(browserApp.app.url);
    // A real 40×20 red JPEG, encoded by Chromium itself.
    const dataUrl = await page.evaluate<string>(`(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 20;
      const context = canvas.getContext('2d');
      context.fillStyle = 'rgb(220, 30, 30)';
      context.fillRect(0, 0, 40, 20);
      return canvas.toDataURL('image/jpeg', 0.95);
    })()`);
    const plain = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const phonePhoto = withJpegSegments(plain, exifSegment(6), xmpSegment(), commentSegment());
    expect((await show(page, `data:image/jpeg;base64,${phonePhoto.toString('base64')}`)).width).toBe(20);

    const { fileUrl, fileSize } = await upload(asha, phonePhoto, 'IMG_2041.jpg');
    expect(fileSize).toBeLessThan(phonePhoto.length);
    const stored = Buffer.from(await (await fetch(`${browserApp.app.url}${fileUrl}`)).arrayBuffer());
    expect(stored.includes(OWNER)).toBe(false);

    const shown = await show(page, fileUrl);
    // Orientation 6 turns the 40×20 picture a quarter: it is still applied after stripping.
    expect({ width: shown.width, height: shown.height }).toEqual({ width: 20, height: 40 });
    const [r, g, b] = shown.centre;
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    await page.context().close();
  });

  it('shows a PNG that carried tEXt Author, iTXt XMP, eXIf and tIME', async () => {
    const ravi = await signUpResident(browserApp.app, 'Ravi');
    const page = await (await browserApp.chromium.browser.newContext()).newPage();
    await page.goto(browserApp.app.url);
    const png = samplePng(30, 12, pngMetadataChunks());
    const { fileUrl, fileSize } = await upload(ravi, png, 'map.png');
    expect(fileSize).toBeLessThan(png.length);
    const shown = await show(page, fileUrl);
    expect(shown).toEqual({ width: 30, height: 12, centre: [0x80, 0x80, 0x80] });
    await page.context().close();
  });
});
