import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { blockingViolations, describeViolations } from '../support/axe.js';
import { appInBrowser, recordPageTraffic, SCREENSHOTS, signIn, toastItem } from '../support/browser.js';
import { request } from '../support/http.js';
import { boxOf, fullyOnScreen, PHONE } from '../support/screens.js';

const POST_TITLE = 'Mango stall back at the 12th main corner';
const CHAT_TEXT = 'Anyone tried the Alphonso at the 12th main stall?';

/**
 * Issue 21's 'done when', in one sitting on a 390×844 touch phone: a resident
 * publishes, chats with the on-screen keyboard up, searches and reloads, and
 * meets none of the problems the issue listed on the way: a toast over the
 * dialog's buttons, a composer under the keyboard, a result that does not say
 * where it is from, an upvote forgotten on reload, a console error, or an
 * accessibility violation of serious or critical impact on any screen seen.
 */
describe('a resident on a phone', () => {
  const suite = appInBrowser();
  let resident: TestAccount;
  let areaId: string;

  beforeAll(async () => {
    resident = await signUpResident(suite.app, 'Rukmini');
    const areas = (await request(suite.app.url, 'GET', '/api/areas?minPosition=1')).body as {
      _id: string;
      name: string;
    }[];
    areaId = areas.find((a) => a.name === 'Jayanagar')!._id;
  });

  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it('publishes, chats above the keyboard, searches and reloads without any of issue 21’s problems', async () => {
    const context = await suite.chromium.browser.newContext(PHONE);
    const page = await context.newPage();
    const traffic = recordPageTraffic(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const violations: string[] = [];
    const audit = async (screen: string) => {
      const found = await blockingViolations(page);
      if (found.length > 0) violations.push(describeViolations(screen, found));
    };
    await signIn(page, suite.app.url, resident);

    // Publish: the toast that confirms it covers none of the dialog's actions.
    await page.goto(`${suite.app.url}/area/${areaId}`);
    await page
      .getByRole('button', { name: /^(Start Thread|Create First Thread)$/ })
      .first()
      .tap();
    const dialog = page.getByRole('dialog', { name: 'Create a New Post' });
    await dialog.waitFor();
    await audit('create post');
    await dialog.getByText('Tip', { exact: true }).tap();
    await dialog.getByText('Food', { exact: true }).tap();
    await dialog.getByLabel('Title').fill(POST_TITLE);
    await dialog.getByLabel('Content').fill('Fresh Alphonso mangoes, fair prices, open till 9 pm.');
    const publish = dialog.getByRole('button', { name: 'Publish Post' });
    const [publishBox, cancelBox] = [
      await boxOf(publish),
      await boxOf(dialog.getByRole('button', { name: 'Cancel' })),
    ];
    await publish.tap();
    const toast = toastItem(page, 'Your post has been shared with the community.');
    await toast.waitFor();
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, publishBox) || overlaps(toastBox, cancelBox)).toBe(false);
    const card = page.getByRole('article', { name: POST_TITLE });
    await card.waitFor();
    await card.getByRole('button', { name: /^Upvote/ }).tap();
    await card.getByRole('button', { name: 'Upvote, 1 upvote', pressed: true }).waitFor();
    await audit('area threads');
    await page.screenshot({ path: join(SCREENSHOTS, 'journey-published.png') });

    // Chat: the composer stays on screen with the keyboard up (the visual viewport 300 px shorter).
    await page.getByRole('tab', { name: /^Chat/ }).tap();
    const chat = page.getByRole('region', { name: 'Live chat' });
    await chat.getByText('Connected', { exact: true }).waitFor();
    const composer = chat.getByRole('textbox', { name: 'Message' });
    expect(await fullyOnScreen(page, composer)).toBe(true);
    await composer.tap();
    await page.setViewportSize({ width: 390, height: 544 });
    await expect.poll(() => fullyOnScreen(page, composer)).toBe(true);
    await page.keyboard.type(CHAT_TEXT);
    await page.keyboard.press('Enter');
    await page.getByRole('feed', { name: 'Chat messages' }).getByText(CHAT_TEXT).waitFor();
    expect(await fullyOnScreen(page, composer)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'journey-chat-keyboard.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await audit('area chat');

    // Search: the result says where it is from, and the upvote is remembered.
    await page.goto(`${suite.app.url}/search`);
    const box = page.getByRole('searchbox').filter({ visible: true }).first();
    await box.fill('alphonso mango');
    await box.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: /Found 1 result/ })
      .waitFor();
    const result = page.getByRole('article', { name: POST_TITLE });
    expect(await result.textContent()).toContain('Jayanagar, Bengaluru, Karnataka');
    await audit('search');

    // Reload: the search, the upvote and the chat are as they were.
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: /Found 1 result/ })
      .waitFor();
    const upvoted = result.getByRole('button', { name: 'Upvote, 1 upvote' });
    await upvoted.waitFor();
    expect(await upvoted.getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: join(SCREENSHOTS, 'journey-search-reloaded.png'), fullPage: true });
    await page.goto(`${suite.app.url}/area/${areaId}?tab=chat`);
    await page.getByRole('feed', { name: 'Chat messages' }).getByText(CHAT_TEXT).waitFor();

    expect(consoleErrors, traffic()).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
