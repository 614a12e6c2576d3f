import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn, toastItem } from '../support/browser.js';
import { lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';

const FIRST_POST = 'Sunday market has moved';

/**
 * Keyboard focus (issue 21 point 8): every dialog gives focus back to what
 * opened it, whether it closes on Escape or when its job is done, and a page
 * change puts focus on the new page's heading; the tab panel that is a tab
 * stop shows where focus is.
 */
describe('keyboard focus', () => {
  const suite = appInBrowser();
  let resident: TestAccount;
  let areaId: string;

  beforeAll(async () => {
    resident = await signUpResident(suite.app, 'Farah');
    areaId = (await lobbyOf(suite.app, 'Indiranagar')).areaId;
    // A thread already there: 'Start Thread' stays, where the empty state's button would go.
    const published = await request(suite.app.url, 'POST', `/api/areas/${areaId}/posts`, {
      headers: resident.auth,
      body: { type: 'tip', title: FIRST_POST, content: 'The Sunday market moved to the school ground.' },
    });
    expect(published.status).toBe(201);
  });

  const newPage = async () => {
    const context = await suite.chromium.browser.newContext({ viewport: { width: 1366, height: 768 } });
    return context.newPage();
  };
  const signedInAt = async (path: string) => {
    const page = await newPage();
    await signIn(page, suite.app.url, resident);
    await page.goto(`${suite.app.url}${path}`);
    return page;
  };
  const hasFocus = (element: Locator) => element.evaluate((el) => el === el.ownerDocument.activeElement);
  /** Waits until `element` has focus; fails naming what has it instead. */
  const focusReturnsTo = async (element: Locator) => {
    await expect
      .poll(async () => ((await hasFocus(element)) ? 'the opener' : await focusedElement(element.page())))
      .toBe('the opener');
  };
  const focusedElement = (page: Page) =>
    page.evaluate<string>(`(() => {
      const el = document.activeElement;
      return el ? el.tagName + ' ' + (el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 60) : 'nothing';
    })()`);
  /** Clicks `opener` (a click focuses a button, as a tap or Enter does) and waits for the dialog. */
  const openFrom = async (opener: Locator, dialogName: string) => {
    await opener.click();
    const dialog = opener.page().getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    return dialog;
  };

  it('returns focus to Start Thread after Create Post closes on Escape and after Publish', async () => {
    const page = await signedInAt(`/area/${areaId}`);
    await page.getByRole('article', { name: FIRST_POST }).waitFor();
    const start = page.getByRole('button', { name: 'Start Thread', exact: true });
    await openFrom(start, 'Create a New Post');
    await page.keyboard.press('Escape');
    await focusReturnsTo(start);

    const dialog = await openFrom(start, 'Create a New Post');
    await dialog.getByLabel('Title').fill('Lost keys near the metro gate');
    await dialog
      .getByLabel('Content')
      .fill('A bunch of three keys with a blue tag, found this morning by gate 2.');
    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    await toastItem(page, 'Your post has been shared with the community.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await focusReturnsTo(start);
    await page.context().close();
  });

  it('returns focus to the account menu after Update Profile closes on Escape and after Save', async () => {
    const page = await signedInAt('/');
    const account = page.getByRole('button', { name: /^Account menu for / });
    const openProfile = async () => {
      await account.click();
      await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update Profile' });
      await dialog.waitFor();
      return dialog;
    };
    await openProfile();
    await page.keyboard.press('Escape');
    await focusReturnsTo(account);

    const dialog = await openProfile();
    await dialog.getByLabel('Bio').fill('Evening walks by the lake.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await focusReturnsTo(account);
    await page.context().close();
  });

  it('on a phone, returns focus through Update Profile to Edit Profile, then through the menu to Open menu', async () => {
    const context = await suite.chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page, suite.app.url, resident);
    await page.goto(`${suite.app.url}/area/${areaId}`);
    await page.getByRole('article', { name: FIRST_POST }).waitFor();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = await openFrom(menuButton, 'Menu');
    const edit = menu.getByRole('button', { name: 'Edit Profile' });
    await openFrom(edit, 'Update Profile');
    await page.keyboard.press('Escape');
    await focusReturnsTo(edit);
    await page.keyboard.press('Escape');
    await focusReturnsTo(menuButton);
    await context.close();
  });

  it('returns focus to what opened Choose Your Area on Escape, and to the chosen area’s heading after choosing', async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/area/${areaId}`);
    await page.getByRole('article', { name: FIRST_POST }).waitFor();
    const location = page.getByRole('banner').getByRole('button', { name: /^Location/ });
    await openFrom(location, 'Choose Your Area');
    await page.keyboard.press('Escape');
    await focusReturnsTo(location);

    const dialog = await openFrom(location, 'Choose Your Area');
    await dialog.getByRole('button', { name: /^Mumbai\b/ }).click();
    const area = dialog.getByRole('list', { name: 'Areas in Mumbai' }).getByRole('button').first();
    const areaName = ((await area.textContent()) ?? '').trim();
    await area.click();
    await dialog.waitFor({ state: 'detached' });
    await focusReturnsTo(page.getByRole('heading', { level: 1, name: areaName }).first());
    await page.context().close();
  });

  it('returns focus to the action a guest tried after Login required closes on Escape', async () => {
    const page = await newPage();
    await page.goto(`${suite.app.url}/area/${areaId}`);
    const start = page.getByRole('button', { name: 'Start Thread', exact: true });
    await openFrom(start, 'Login required');
    await page.keyboard.press('Escape');
    await focusReturnsTo(start);
    await page.context().close();
  });

  it('puts focus on the new page’s heading after following a link, and shows it on the tab panel', async () => {
    const page = await newPage();
    await page.goto(suite.app.url);
    await page.getByRole('heading', { level: 1, name: 'Connect with Your Neighbors Anonymously' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(/\/terms$/);
    await focusReturnsTo(page.getByRole('heading', { level: 1 }).first());

    // The threads panel is a tab stop after the tabs: it shows a focus ring.
    await page.goto(`${suite.app.url}/area/${areaId}`);
    const tab = page.getByRole('tab', { name: /^Threads/ });
    await tab.focus();
    await page.keyboard.press('Tab');
    const panel = page.getByRole('tabpanel');
    await focusReturnsTo(panel);
    expect(
      await panel.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).outlineStyle),
    ).toBe('solid');
    await page.screenshot({ path: join(SCREENSHOTS, 'focus-tab-panel.png') });
    await page.context().close();
  });
});
