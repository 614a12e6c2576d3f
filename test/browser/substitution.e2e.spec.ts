import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpResident } from '../support/accounts.js';
import { blockingViolations, describeViolations } from '../support/axe.js';
import { appInBrowser, SCREENSHOTS, signIn } from '../support/browser.js';
import { request } from '../support/http.js';
import { DESKTOP, PHONE } from '../support/screens.js';

const AREA_PATH = /^\/area\/[0-9a-f-]{36}$/;

/**
 * Issue 21 point 6: 'Mumbai / Andheri West' used to land on Andheri East
 * without a word. Mohalla has Andheri East, not West: the person is told so
 * and chooses (create it, sign in to create it, or go to the nearest area).
 */
describe('an area that does not exist is never swapped silently', () => {
  const suite = appInBrowser();

  // Location is not granted, so joining opens the chooser, which leads to typing the place.
  async function askForAndheriWest(page: Page): Promise<void> {
    await page.goto(suite.app.url);
    await page.getByRole('main').getByRole('button', { name: 'Join Community Chat' }).click();
    await typeAndheriWest(page);
  }

  async function typeAndheriWest(page: Page): Promise<void> {
    await page
      .getByRole('dialog', { name: 'Choose Your Area' })
      .getByRole('button', { name: 'Enter Manually' })
      .click();
    const manual = page.getByRole('dialog', { name: 'Set Manual Location' });
    await manual.getByLabel('City').fill('Mumbai');
    await manual.getByLabel('Area').fill('Andheri West');
    await manual.getByRole('button', { name: 'Set Location' }).click();
  }

  const notice = (page: Page) => page.getByRole('dialog', { name: "Andheri West isn't on Mohalla yet" });

  it('tells a guest on a phone, who may sign in to create it or go to Andheri East (390x844 touch)', async () => {
    const context = await suite.chromium.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await askForAndheriWest(page);

    const dialog = notice(page);
    await dialog.getByText('The nearest area on Mohalla is Andheri East.').waitFor();
    const signInLink = dialog.getByRole('link', { name: 'Sign in to create it' });
    // Back to the landing page after signing in (the default: no return path in the link).
    expect(await signInLink.getAttribute('href')).toBe('/login');
    expect(await dialog.getByRole('button', { name: /^Create/ }).count()).toBe(0);
    // Nothing was entered behind the notice.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.screenshot({ path: join(SCREENSHOTS, 'substitution-guest-mobile.png') });
    expect(describeViolations('substitution, guest', await blockingViolations(page))).toBe('');

    await dialog.getByRole('button', { name: 'Go to Andheri East' }).click();
    await page.waitForURL((url) => AREA_PATH.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Andheri East' }).waitFor();
    await context.close();
  });

  it('lets a signed-in resident create Andheri West, once (1366x768)', async () => {
    const resident = await signUpResident(suite.app, 'Zoya');
    const context = await suite.chromium.browser.newContext({ ...DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, suite.app.url, resident);
    await askForAndheriWest(page);

    const dialog = notice(page);
    await dialog.getByRole('button', { name: 'Go to Andheri East' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.screenshot({ path: join(SCREENSHOTS, 'substitution-signed-in-desktop.png') });
    expect(describeViolations('substitution, signed in', await blockingViolations(page))).toBe('');
    await dialog.getByRole('button', { name: 'Create Andheri West' }).click();

    await page.waitForURL((url) => AREA_PATH.test(url.pathname), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Andheri West' }).waitFor();
    const areas = (await request(suite.app.url, 'GET', '/api/areas')).body as { _id: string; name: string }[];
    expect(areas.filter((a) => a.name === 'Andheri West')).toHaveLength(1);

    // Now that it exists, asking for it (from the header's chooser, on Andheri East) goes straight in, with no notice.
    const created = page.url();
    await page.goto(`${suite.app.url}/area/${areas.find((a) => a.name === 'Andheri East')?._id}`);
    await page.getByRole('heading', { level: 1, name: 'Andheri East' }).waitFor();
    await page.getByRole('button', { name: /Location: / }).click();
    await typeAndheriWest(page);
    await page.waitForURL(created);
    await page.getByRole('heading', { level: 1, name: 'Andheri West' }).waitFor();
    expect(await notice(page).count()).toBe(0);
    await context.close();
  });
});
