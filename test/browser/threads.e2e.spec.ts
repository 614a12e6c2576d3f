import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../fixtures/sampleMedia.js';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { type LaunchedBrowser, launchBrowser, signIn, toastItem } from '../support/browser.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

const SCREENSHOTS = join(import.meta.dirname, '../../.artifacts/screenshots');

let node: RunningNode;
let chromium: LaunchedBrowser;
let kavya: TestAccount;
let imran: TestAccount;
let areaId: string;
let uploadsAvailable = false;

const POST_TITLE = 'Fresh jalebi stall near the station';
const POST_CONTENT = 'A new stall opened by platform 1, hot jalebi from 6 pm. Worth a try!';

// biome-ignore lint/suspicious/noExplicitAny: API answers read loosely in a test
async function json(path: string): Promise<any> {
  const response = await fetch(`${node.url}${path}`);
  return response.json();
}

/** A page in a fresh context, signed in through the login API (the session cookie is set by the answer). */
async function signedInPage(browser: Browser, account: TestAccount, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, node.url, account);
  await page.goto(`${node.url}/area/${areaId}`);
  return page;
}

/**
 * A toast's text, inside the toast list (Radix also announces a copy elsewhere,
 * and a modal dialog hides the region from role queries).
 */
/** Waits for an element's opening animation to finish (for screenshots). */
const settled = (locator: Locator) =>
  locator.evaluate('(el) => Promise.all(el.getAnimations().map((a) => a.finished))');
const threads = (page: Page) => page.getByRole('list', { name: 'Threads' });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const postCount = async () => (await json(`/api/areas/${areaId}/posts?limit=50`)).length as number;

async function openCreate(page: Page) {
  const start = page.getByRole('button', { name: /^(Start Thread|Create First Thread)$/ }).first();
  await start.click();
  const dialog = page.getByRole('dialog', { name: 'Create a New Post' });
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  [node, chromium] = await Promise.all([
    startSingleNode(),
    launchBrowser(),
    mkdir(SCREENSHOTS, { recursive: true }),
  ]);
  [kavya, imran] = await Promise.all([signUpResident(node, 'Kavya'), signUpResident(node, 'Imran')]);
  const areas = await json('/api/areas?minPosition=1');
  areaId = areas.find((a: { name: string }) => a.name === 'Indiranagar')._id;
  uploadsAvailable = (await json('/api/upload/status')).available === true;
});

afterAll(async () => {
  await chromium?.close();
  await node?.stop();
});

describe('threads', () => {
  it('publishes a post with an image that shows at the top without a reload', async () => {
    const page = await signedInPage(chromium.browser, kavya);
    await page.getByText('No threads yet').waitFor();
    await page.evaluate('window.__sameDocument = true');

    const dialog = await openCreate(page);
    // Default type is Ask.
    expect(await dialog.getByRole('radio', { name: /^Ask/ }).isChecked()).toBe(true);
    await dialog.getByText('Tip', { exact: true }).click();
    await dialog.getByText('Food', { exact: true }).click();
    await dialog.getByLabel('Title').fill(POST_TITLE);
    await dialog.getByLabel('Content').fill(POST_CONTENT);
    await dialog.getByText('published anonymously under your alias').waitFor();

    if (uploadsAvailable) {
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'jalebi.png',
        mimeType: 'image/png',
        buffer: samplePng(64, 64, [], [234, 88, 12]),
      });
      await dialog.getByRole('button', { name: /^Remove / }).waitFor();
    } else {
      await dialog.getByText('File Uploads Coming Soon!').waitFor();
    }
    await dialog.getByText('published anonymously under your alias').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'create-post.png') });

    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    await toastItem(page, 'Your post has been shared with the community.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const first = threads(page).getByRole('listitem').first();
    await first.getByRole('heading', { name: POST_TITLE }).waitFor();
    await first.getByText('Just now').waitFor();
    await first.getByText('Tip', { exact: true }).waitFor();
    await first.getByText('Food', { exact: true }).waitFor();
    if (uploadsAvailable) {
      const image = first.getByRole('img', { name: 'Attachment 1' });
      await image.waitFor();
      await expect.poll(() => image.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(64);
    }
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    // The server's version replaced the optimistic one, under the area alias, never a name.
    expect(await first.textContent()).not.toContain('Kavya');
    await page.screenshot({ path: join(SCREENSHOTS, 'threads.png'), fullPage: true });
    await page.context().close();
  });

  it('lets a neighbour reply, upvote once and report', async () => {
    const page = await signedInPage(chromium.browser, imran, { width: 390, height: 844 });
    const post = card(page, POST_TITLE);
    await post.waitFor();

    await post.getByRole('button', { name: 'Reply 0, replies' }).click();
    const reply = post.getByRole('button', { name: 'Reply', exact: true });
    expect(await reply.isDisabled()).toBe(true);
    await post.getByLabel('Your reply').fill('Went yesterday, the rabri is great too.');
    await reply.click();
    await toastItem(page, 'Your reply has been added').waitFor();
    await post.getByText('Went yesterday, the rabri is great too.').waitFor();
    await post.getByRole('button', { name: 'Reply 1, reply' }).waitFor();
    expect(await post.getByLabel('Your reply').count()).toBe(0);

    // Answering a person prefixes the alias.
    const replyAuthor = await post
      .getByRole('button', { name: /^Reply to / })
      .first()
      .getAttribute('aria-label');
    await post
      .getByRole('button', { name: /^Reply to / })
      .first()
      .click();
    expect(await post.getByLabel('Your reply').inputValue()).toBe(
      `@${replyAuthor?.replace('Reply to ', '')} `,
    );
    await post.getByRole('button', { name: 'Cancel' }).click();

    const upvote = post.getByRole('button', { name: /^Upvote/ });
    await upvote.click();
    await post.getByRole('button', { name: 'Upvote, 1 upvote' }).waitFor();
    expect(await upvote.isDisabled()).toBe(true);
    await post.screenshot({ path: join(SCREENSHOTS, 'post-card-mobile.png') });

    await post.getByRole('button', { name: 'Report post' }).click();
    const report = page.getByRole('dialog', { name: 'Report this post?' });
    await report.getByLabel('Reason (optional)').fill('Testing the report flow');
    await report.getByRole('button', { name: 'Report' }).click();
    await toastItem(page, 'Thank you for helping keep the community safe').waitFor();
    await report.waitFor({ state: 'detached' });

    await page.reload();
    // One per person, remembered (issue 21): after a reload the button shows the upvote and is not enabled again.
    const remembered = card(page, POST_TITLE).getByRole('button', { name: 'Upvote, 1 upvote' });
    await remembered.waitFor();
    expect(await remembered.getAttribute('aria-pressed')).toBe('true');
    expect(await remembered.isDisabled()).toBe(true);
    await expect.poll(async () => (await json(`/api/areas/${areaId}/posts`))[0].upvotes).toBe(1);
    await page.context().close();
  });

  it('blocks what the shared rules call critical, and asks for the guidelines on spam', async () => {
    const page = await signedInPage(chromium.browser, kavya);
    await card(page, POST_TITLE).waitFor();
    const before = await postCount();

    const dialog = await openCreate(page);
    await dialog.getByLabel('Title').fill('Weekend party supplies');
    await dialog.getByLabel('Content').fill('Ganja milega, DM me for rates this weekend');
    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    await toastItem(page, 'Content Blocked').waitFor();
    const banner = dialog.getByRole('alert').filter({ hasText: 'Content Blocked' });
    await banner.getByText('ganja milega').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Title').fill('Best offer in town');
    await dialog
      .getByLabel('Content')
      .fill('Limited time offer! Huge discount, buy now and get cashback, click here');
    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    const guidelines = page.getByRole('dialog', { name: 'Community Guidelines' });
    await guidelines.waitFor();
    expect(await guidelines.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    await settled(guidelines);
    await page.screenshot({ path: join(SCREENSHOTS, 'guidelines.png'), animations: 'disabled' });

    // Declining closes it and clears the warnings; nothing is sent.
    await guidelines.getByRole('button', { name: 'Cancel' }).click();
    await guidelines.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await postCount()).toBe(before);

    // Accepting publishes.
    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    await guidelines.getByRole('button', { name: 'I Understand & Agree' }).click();
    await toastItem(page, 'Your post has been shared with the community.').waitFor();
    await threads(page)
      .getByRole('listitem')
      .first()
      .getByRole('heading', { name: 'Best offer in town' })
      .waitFor();
    expect(await postCount()).toBe(before + 1);
    // This post has no topic: All Topics still counts it (it is not the sum of the topics).
    const topics = page.getByRole('region', { name: 'Popular Topics' });
    await topics.getByRole('button', { name: `All Topics ${before + 1} posts` }).waitFor();
    await topics.getByRole('button', { name: 'Food 1 posts' }).waitFor();
    await page.context().close();
  });
});
