import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@mohalla/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appInBrowser,
  recordPageTraffic,
  SCREENSHOTS,
  toastItem,
  waitShowingTraffic,
} from '../support/browser.js';

describe('signing up, out, in and editing the profile', () => {
  const suite = appInBrowser();

  const profileMenu = (page: Page, name: string | RegExp = /.+/) =>
    page.getByRole('button', { name: typeof name === 'string' ? `Account menu for ${name}` : name });

  /**
   * Everything page script can read: cookies and both web storages. Passed as
   * source text because the test's own TypeScript has no DOM types.
   */
  const scriptVisibleState = (page: Page) =>
    page.evaluate<{ cookie: string; storage: string[] }>(`(() => {
      const dump = (storage) => Object.keys(storage).map((key) => key + '=' + storage.getItem(key));
      return { cookie: document.cookie, storage: [...dump(localStorage), ...dump(sessionStorage)] };
    })()`);

  it('keeps the session in an httpOnly cookie through the whole journey', async () => {
    const context = await suite.chromium.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const traffic = recordPageTraffic(page);
    const base = suite.app.url;
    const email = `asha.${randomUUID().slice(0, 8)}@example.in`;
    const password = 'chai-and-trains';

    // Sign up.
    await page.goto(`${base}/signup`);
    await page.getByLabel('First name').fill('Asha');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mobile number').fill('+91 98765 43210');
    const create = page.getByRole('button', { name: 'Create Account' });
    await page.getByLabel('Password', { exact: true }).fill(password);
    expect(await create.isDisabled()).toBe(true);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    expect(await create.isEnabled()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'signup.png'), fullPage: true });
    await create.click();

    await page.waitForURL(`${base}/`);
    await profileMenu(page, 'Asha').waitFor();

    // The session exists, but only as a cookie page script cannot read; no token anywhere.
    const cookies = await context.cookies(base);
    const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const visible = await scriptVisibleState(page);
    expect(visible.cookie).not.toContain(SESSION_COOKIE);
    expect(visible.cookie).not.toContain(session!.value);
    for (const entry of visible.storage) {
      expect(entry).not.toMatch(/token|session/i);
      expect(entry).not.toContain(session!.value);
    }

    // A signed-in person is sent away from the auth screens.
    await page.goto(`${base}/login`);
    await page.waitForURL(`${base}/`);
    await profileMenu(page, 'Asha').waitFor();

    // Sign out from the profile menu.
    await profileMenu(page, 'Asha').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Login' }).waitFor();
    expect((await context.cookies(base)).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);

    // Sign in again: a wrong password first.
    await account.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.screenshot({ path: join(SCREENSHOTS, 'login.png'), fullPage: true });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${base}/`);

    // Edit the profile.
    await profileMenu(page, 'Asha').click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Profile' });
    await dialog.getByLabel('Display name').fill('Asha from Dadar');
    await dialog.getByLabel('Bio').fill('Tea, trains and the 7:10 local.');
    await page.screenshot({ path: join(SCREENSHOTS, 'profile.png') });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await waitShowingTraffic(toastItem(page, 'Your profile has been updated successfully'), traffic);
    await dialog.waitFor({ state: 'detached' });
    await waitShowingTraffic(profileMenu(page, 'Asha from Dadar'), traffic);

    // Saved on the server, not just in this page's memory.
    await page.reload();
    await profileMenu(page, 'Asha from Dadar').click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    expect(await dialog.getByLabel('Bio').inputValue()).toBe('Tea, trains and the 7:10 local.');
    expect(await dialog.getByLabel('Display name').inputValue()).toBe('Asha from Dadar');

    const after = await scriptVisibleState(page);
    expect(after.cookie).not.toContain(SESSION_COOKIE);
    for (const entry of after.storage) expect(entry).not.toMatch(/token|session/i);
    await context.close();
  });

  it('signs the owner in from their own browser while guessers flood the account; a new browser waits', async () => {
    const base = suite.app.url;
    const email = `neha.${randomUUID().slice(0, 8)}@example.in`;
    const password = 'monsoon-evenings';
    const signIn = async (page: Page, secret: string) => {
      await page.goto(`${base}/login`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(secret);
      await page.getByRole('button', { name: 'Sign In' }).click();
    };

    // The owner signs up in their own browser, then signs out.
    const own = await suite.chromium.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await own.newPage();
    await page.goto(`${base}/signup`);
    await page.getByLabel('First name').fill('Neha');
    await page.getByLabel('Last name').fill('Kulkarni');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mobile number').fill('+91 98765 43210');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${base}/`);
    const device = (await own.cookies(`${base}/api/auth/login`)).find(
      (cookie) => cookie.name === 'mohalla_device',
    );
    expect(device?.httpOnly).toBe(true);
    expect((await scriptVisibleState(page)).cookie).not.toContain('mohalla_device');
    await profileMenu(page, 'Neha').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' }).waitFor();

    // Guessers who know only the email: 13 addresses, 8 wrong passwords each (issue 14 point 5).
    const guess = (from: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${base}/api/auth/login`,
          {
            method: 'POST',
            localAddress: from,
            agent: false,
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ email, password: `guess-${randomUUID()}` }));
      });
    for (let a = 2; a <= 14; a++) for (let g = 0; g < 8; g++) await guess(`127.0.0.${a}`);

    // The owner's own browser (a known device) signs straight in.
    await signIn(page, password);
    await page.waitForURL(`${base}/`);
    await profileMenu(page, 'Neha').waitFor();

    // A browser the account has never seen is a stranger: told to wait briefly, with the right password.
    const stranger = await suite.chromium.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const strangerPage = await stranger.newPage();
    await signIn(strangerPage, password);
    await strangerPage
      .getByRole('alert')
      .filter({ hasText: /Too many attempts\. Please wait \d+ seconds? and try again\./ })
      .waitFor();
    await strangerPage.screenshot({ path: join(SCREENSHOTS, 'login-throttled.png') });
    await stranger.close();
    await own.close();
  });

  it('brings a guest who joins from an area page back to that area', async () => {
    const context = await suite.chromium.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const base = suite.app.url;

    // An off-site returnTo is ignored (no open redirect): links carry no return path.
    await page.goto(`${base}/login?returnTo=${encodeURIComponent('//evil.example/')}`);
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');

    await page.goto(base);
    await page.getByRole('button', { name: 'Join Community Chat' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose Your Area' });
    await chooser.getByRole('button', { name: /^Mumbai\b/ }).click();
    await chooser.getByRole('list', { name: 'Areas in Mumbai' }).getByRole('button').first().click();
    await page.waitForURL(/\/area\//);
    const areaPath = new URL(page.url()).pathname;

    // Phones get the short labels in the area header.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${base}/login?returnTo=${encodeURIComponent(areaPath)}`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Email', { exact: true }).fill(`ravi.${randomUUID().slice(0, 8)}@example.in`);
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('filter-coffee');
    await page.getByLabel('Confirm password', { exact: true }).fill('filter-coffee');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${base}${areaPath}`);
    await profileMenu(page, 'Ravi').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'area-signed-in-mobile.png') });
    await context.close();
  });
});
