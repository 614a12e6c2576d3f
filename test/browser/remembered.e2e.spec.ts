import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn } from '../support/browser.js';
import { request } from '../support/http.js';

/**
 * Issue 21 points 4 and 5 in the browser: an upvote is remembered across a
 * reload (list and search), and a search result says where it is from,
 * searching the area the person came from unless they ask for all areas.
 */
describe('what the app remembers, and where search results are from', () => {
  const suite = appInBrowser();
  let reader: TestAccount;
  let areas: Record<'indiranagar' | 'koramangala', string>;
  const TITLES = {
    indiranagar: 'Rangoli workshop at the Indiranagar club',
    koramangala: 'Rangoli competition in Koramangala 5th block',
  };

  beforeAll(async () => {
    const { app } = suite;
    const author = await signUpResident(app, 'Meera');
    reader = await signUpResident(app, 'Farhan');
    const all = (await request(app.url, 'GET', '/api/areas?minPosition=1')).body as {
      _id: string;
      name: string;
    }[];
    const id = (name: string) => all.find((a) => a.name === name)!._id;
    areas = { indiranagar: id('Indiranagar'), koramangala: id('Koramangala') };
    let position = 0;
    for (const where of ['indiranagar', 'koramangala'] as const) {
      const res = await request(app.url, 'POST', `/api/areas/${areas[where]}/posts`, {
        body: {
          type: 'tip',
          title: TITLES[where],
          content: 'Bring your own colours, everyone is welcome on Sunday.',
        },
        headers: author.auth,
      });
      expect(res.status).toBe(201);
      position = res.body.position;
    }
    const found = await request(app.url, 'GET', `/api/search?q=rangoli&minPosition=${position}`);
    expect(found.body.total).toBe(2);
  });

  async function signedInPage(viewport: { width: number; height: number }, touch = false): Promise<Page> {
    const context = await suite.chromium.browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    await signIn(page, suite.app.url, reader);
    return page;
  }
  const card = (page: Page, title: string) => page.getByRole('article', { name: title });
  const upvoteOf = (page: Page, title: string) => card(page, title).getByRole('button', { name: /^Upvote/ });

  it('shows an upvoted post as upvoted after a reload, in the area and in search (390x844 touch)', async () => {
    const page = await signedInPage({ width: 390, height: 844 }, true);
    await page.goto(`${suite.app.url}/area/${areas.indiranagar}`);
    await upvoteOf(page, TITLES.indiranagar).click();
    await card(page, TITLES.indiranagar)
      .getByRole('button', { name: 'Upvote, 1 upvote', pressed: true })
      .waitFor();

    await page.reload();
    const after = card(page, TITLES.indiranagar).getByRole('button', { name: 'Upvote, 1 upvote' });
    await after.waitFor();
    expect(await after.getAttribute('aria-pressed')).toBe('true');
    expect(await after.isDisabled()).toBe(true);

    await page.goto(`${suite.app.url}/search?q=rangoli&area=all`);
    await page.getByRole('status').filter({ hasText: 'Found 2 results' }).waitFor();
    expect(await upvoteOf(page, TITLES.indiranagar).isDisabled()).toBe(true);
    expect(await upvoteOf(page, TITLES.koramangala).isDisabled()).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, 'remembered-upvote-mobile.png'), fullPage: true });
    await page.context().close();
  });

  it('searches the area the person came from, names each result’s place, and all areas at one tap', async () => {
    const page = await signedInPage({ width: 1366, height: 768 });
    await page.goto(`${suite.app.url}/area/${areas.koramangala}`);
    const headerSearch = page.getByRole('banner').getByRole('searchbox', { name: 'Search threads' });
    await headerSearch.fill('rangoli');
    await headerSearch.press('Enter');

    await page.getByRole('status').filter({ hasText: 'Found 1 result' }).waitFor();
    const where = page.getByRole('group', { name: 'Search in' });
    await where.getByRole('button', { name: 'Koramangala', pressed: true }).waitFor();
    const koramangala = card(page, TITLES.koramangala);
    expect(await koramangala.textContent()).toContain('Koramangala, Bengaluru, Karnataka');

    await where.getByRole('button', { name: 'All areas' }).click();
    await page.getByRole('status').filter({ hasText: 'Found 2 results' }).waitFor();
    expect(await card(page, TITLES.indiranagar).textContent()).toContain('Indiranagar, Bengaluru, Karnataka');
    await page.screenshot({ path: join(SCREENSHOTS, 'search-result-places.png'), fullPage: true });

    await card(page, TITLES.indiranagar).getByRole('link', { name: 'Indiranagar' }).click();
    await page.waitForURL((url) => url.pathname === `/area/${areas.indiranagar}`);
    await card(page, TITLES.indiranagar).waitFor();
    await page.context().close();
  });
});
