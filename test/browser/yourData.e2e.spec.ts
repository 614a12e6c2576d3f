import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DataExport, ERASED_AUTHOR_ALIAS, ERASED_TEXT } from '@mohalla/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpResident } from '../support/accounts.js';
import { blockingViolations, describeViolations } from '../support/axe.js';
import { appInBrowser, SCREENSHOTS, signIn, toastItem } from '../support/browser.js';
import { lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { SCREENS } from '../support/screens.js';

/**
 * 'Your data' in the web client (issue 16 points 1 and 2), at a desk and on a
 * phone: the account menu offers the copy of one's data as a JSON download,
 * and 'Delete my account' asks for the password, keeps a refusal on screen,
 * and with the right one signs the person out for good, their post reading
 * as removed.
 */
describe('your data: download and erasure', () => {
  const suite = appInBrowser();
  let areaId: string;

  beforeAll(async () => {
    areaId = (await lobbyOf(suite.app, 'Jayanagar')).areaId;
  });

  /** A resident with one post of their own, to find in their copy and to see removed. */
  const residentWithPost = async (profile: string) => {
    const account = await signUpResident(suite.app, 'Lakshmi');
    const title = `Lost cat near the ${profile} bakery`;
    const res = await request(suite.app.url, 'POST', `/api/areas/${areaId}/posts`, {
      headers: account.auth,
      body: { type: 'ask', title, content: 'Grey, answers to Pepper. Please call if seen.' },
    });
    expect(res.status).toBe(201);
    return { account, title };
  };

  /** The account menu at a desk; on a phone, the menu sheet that holds the account card. */
  const openAccount = async (page: Page, profile: string): Promise<Locator> => {
    if (profile === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await sheet.waitFor();
      return sheet;
    }
    await page.getByRole('button', { name: /^Account menu for / }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    return menu;
  };
  const action = (within: Locator, profile: string, name: string) =>
    within.getByRole(profile === 'phone' ? 'button' : 'menuitem', { name });

  const axeFindsNothing = async (page: Page, screen: string) => {
    const violations = await blockingViolations(page);
    expect(violations, describeViolations(screen, violations)).toEqual([]);
  };

  for (const [profile, options] of Object.entries(SCREENS)) {
    it(`${profile}: downloads a JSON copy from the account menu; erasure refuses a wrong password, then signs out for good`, async () => {
      const { account, title } = await residentWithPost(profile);
      const context = await suite.chromium.browser.newContext(options);
      const page = await context.newPage();
      await signIn(page, suite.app.url, account);
      await page.goto(`${suite.app.url}/area/${areaId}`);
      await page.getByRole('article', { name: title }).waitFor();

      // The download, beside Edit Profile and Sign Out.
      const accountMenu = await openAccount(page, profile);
      const download = action(accountMenu, profile, 'Download my data');
      await download.waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `your-data-menu-${profile}.png`) });
      const saved = page.waitForEvent('download');
      await download.click();
      const file = await saved;
      expect(file.suggestedFilename()).toMatch(/^mohalla-export-\d{4}-\d{2}-\d{2}\.json$/);
      const copy = JSON.parse(await readFile((await file.path()) as string, 'utf8')) as DataExport;
      expect(copy.account.email).toBe(account.email);
      expect(copy.posts.map((post) => post.title)).toContain(title);

      // 'Delete my account': what it does, then a wrong password is refused and the dialog stays.
      const dialog = page.getByRole('dialog', { name: 'Delete my account' });
      const openErase = async () => {
        const menu = profile === 'phone' ? accountMenu : await openAccount(page, profile);
        const opener = action(menu, profile, 'Delete my account');
        await opener.click();
        await dialog.waitFor();
        // A menu item goes with its menu: focus comes back to the menu's button.
        return profile === 'phone' ? opener : page.getByRole('button', { name: /^Account menu for / });
      };
      const opener = await openErase();
      await dialog.getByRole('button', { name: 'Download my data' }).waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `erase-dialog-${profile}.png`) });
      await axeFindsNothing(page, `erase dialog (${profile})`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
      await openErase();

      await dialog.getByLabel('Your password', { exact: true }).fill('not-my-password');
      const answered = page.waitForResponse(
        (res) => res.request().method() === 'DELETE' && new URL(res.url()).pathname === '/api/user',
      );
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      const refusal = await answered;
      expect(refusal.status()).toBe(401);
      const { detail } = (await refusal.json()) as { detail: string };
      await dialog.getByText(detail).waitFor();
      expect(await dialog.isVisible()).toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, `erase-refused-${profile}.png`) });
      await axeFindsNothing(page, `erase refused (${profile})`);

      // Still signed in: the session was not touched.
      const kept = await request(suite.app.url, 'GET', '/api/auth/session', { headers: account.auth });
      expect(kept.body.user?.email).toBe(account.email);

      // The right password: erased, signed out, on the landing page, told so.
      await dialog.getByLabel('Your password', { exact: true }).fill(account.password);
      const erasing = page.waitForResponse(
        (res) => res.request().method() === 'DELETE' && new URL(res.url()).pathname === '/api/user',
      );
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      const erased = await erasing;
      expect(erased.status()).toBe(200);
      const { position } = (await erased.json()) as { position: number };
      await page.waitForURL(`${suite.app.url}/`);
      await toastItem(page, 'Account deleted').waitFor();
      await page
        .getByRole('link', { name: /^(Login|Sign In)$/ })
        .first()
        .waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `erased-${profile}.png`) });
      const ended = await request(suite.app.url, 'GET', '/api/auth/session', { headers: account.auth });
      expect(ended.body.user).toBeNull();

      // Their post now reads as removed, by a former member.
      const caughtUp = await request(
        suite.app.url,
        'GET',
        `/api/areas/${areaId}/posts?minPosition=${position}`,
      );
      expect(caughtUp.status).toBe(200);
      await page.goto(`${suite.app.url}/area/${areaId}`);
      const removed = page.getByRole('article').filter({ hasText: ERASED_AUTHOR_ALIAS });
      await removed.getByText(ERASED_TEXT).first().waitFor();
      expect(await page.getByRole('article', { name: title }).count()).toBe(0);
      await page.screenshot({ path: join(SCREENSHOTS, `erased-post-${profile}.png`) });
      await context.close();
    });
  }
});
