import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  commentSegment,
  exifSegment,
  jpegSegment,
  OWNER,
  pngChunk,
  pngMetadataChunks,
  samplePng,
  withJpegSegments,
  xmpSegment,
} from '../fixtures/sampleMedia.js';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, signIn } from '../support/browser.js';
import { downloadFile, uploadFile } from '../support/uploads.js';

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
  const res = await uploadFile<Uploaded>(browserApp.app.url, account.auth, { bytes, name });
  expect(res.status).toBe(201);
  return res.body;
}

/** A page of a fresh browser context, at the app: where `show` and `browserJpeg` run. */
async function appPage(): Promise<Page> {
  const page = await (await browserApp.chromium.browser.newContext()).newPage();
  await page.goto(browserApp.app.url);
  return page;
}

/** A real 40×20 JPEG of one colour, encoded by Chromium itself. */
async function browserJpeg(page: Page, fill: string): Promise<Buffer> {
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 20;
    const context = canvas.getContext('2d');
    context.fillStyle = '${fill}';
    context.fillRect(0, 0, 40, 20);
    return canvas.toDataURL('image/jpeg', 0.95);
  })()`);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

describe('a photo uploaded with metadata still shows once stripped', () => {
  it('shows a JPEG (made by the browser, then given GPS Exif with Orientation 6, XMP and a comment) upright and decodable', async () => {
    const asha = await signUpResident(browserApp.app);
    const page = await appPage();
    const plain = await browserJpeg(page, 'rgb(220, 30, 30)');
    const phonePhoto = withJpegSegments(plain, exifSegment(6), xmpSegment(), commentSegment());
    expect((await show(page, `data:image/jpeg;base64,${phonePhoto.toString('base64')}`)).width).toBe(20);

    const { fileUrl, fileSize } = await upload(asha, phonePhoto, 'IMG_2041.jpg');
    expect(fileSize).toBeLessThan(phonePhoto.length);
    const stored = (await downloadFile(browserApp.app.url, fileUrl)).bytes;
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
    const page = await appPage();
    const png = samplePng(30, 12, pngMetadataChunks());
    const { fileUrl, fileSize } = await upload(ravi, png, 'map.png');
    expect(fileSize).toBeLessThan(png.length);
    const shown = await show(page, fileUrl);
    expect(shown).toEqual({ width: 30, height: 12, centre: [0x80, 0x80, 0x80] });
    await page.context().close();
  });

  // Issue 14 point 4: the segments and chunks a deny-list let through go, and the picture still shows.
  it('shows a JPEG that carried its owner in APP3, APP4, APP9, APP11, APP12, APP15 and COM, upright', async () => {
    const asha = await signUpResident(browserApp.app, 'Anita');
    const page = await appPage();
    const plain = await browserJpeg(page, 'rgb(30, 30, 220)');
    const owner = Buffer.from(`Owner: ${OWNER}`, 'latin1');
    const appSegments = [0xe3, 0xe4, 0xe9, 0xeb, 0xec, 0xef].map((marker) => jpegSegment(marker, owner));
    const photo = withJpegSegments(plain, exifSegment(6), ...appSegments, commentSegment());

    const { fileUrl } = await upload(asha, photo, 'IMG_2042.jpg');
    const stored = (await downloadFile(browserApp.app.url, fileUrl)).bytes;
    expect(stored.includes(OWNER)).toBe(false);
    const shown = await show(page, fileUrl);
    expect({ width: shown.width, height: shown.height }).toEqual({ width: 20, height: 40 });
    const [r, g, b] = shown.centre;
    expect(b).toBeGreaterThan(180);
    expect(r + g).toBeLessThan(160);
    await page.context().close();
  });

  it('shows a PNG that carried prVt, a lowercase private chunk and tEXt, in its colours', async () => {
    const ravi = await signUpResident(browserApp.app, 'Rohan');
    const page = await appPage();
    const owner = Buffer.from(`Owner\0${OWNER}`, 'latin1');
    const png = samplePng(
      30,
      12,
      [
        pngChunk('sRGB', Buffer.from([0])),
        pngChunk('prVt', owner),
        pngChunk('zzOw', owner),
        pngChunk('tEXt', owner),
      ],
      [20, 160, 60],
    );
    const { fileUrl } = await upload(ravi, png, 'map.png');
    const stored = (await downloadFile(browserApp.app.url, fileUrl)).bytes;
    expect(stored.includes(OWNER)).toBe(false);
    expect(await show(page, fileUrl)).toEqual({ width: 30, height: 12, centre: [20, 160, 60] });
    await page.context().close();
  });
});

// Issue 14 point 3: the device's file name (often a real name or a mobile number) never leaves the device.
describe('the composer neither sends nor shows the file name', () => {
  it('uploads "<name>_<mobile>_aadhaar.png" without the name, and labels it "Image 1"', async () => {
    const app = browserApp.app;
    const kiran = await signUpResident(app, 'Kiran');
    const page = await (await browserApp.chromium.browser.newContext()).newPage();
    await signIn(page, app.url, kiran);
    const areas = (await (await fetch(`${app.url}/api/areas?minPosition=1`)).json()) as Array<{
      _id: string;
      name: string;
    }>;
    const areaId = areas.find((a) => a.name === 'Indiranagar')?._id;
    await page.goto(`${app.url}/area/${areaId}`);
    await page
      .getByRole('button', { name: /^(Start Thread|Create First Thread)$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Post' });
    await dialog.waitFor();

    const uploads: Buffer[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/upload/file') && request.method() === 'POST') {
        uploads.push(request.postDataBuffer() ?? Buffer.alloc(0));
      }
    });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'Kiran Rao_9876543210_aadhaar.png',
      mimeType: 'image/png',
      buffer: samplePng(16, 16),
    });
    await dialog.getByRole('button', { name: 'Remove Image 1' }).waitFor();
    await dialog.getByRole('img', { name: 'Image 1' }).waitFor();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.includes('9876543210')).toBe(false);
    expect(uploads[0]?.includes('aadhaar')).toBe(false);
    expect(await page.content()).not.toMatch(/9876543210|aadhaar/);
    await page.context().close();
  });
});
