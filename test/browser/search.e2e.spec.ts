import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpResident } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn } from '../support/browser.js';
import { request } from '../support/http.js';

/** Three posts, two of them about waterlogging (one an alert), one about something else. */
const POSTS = [
  {
    type: 'ask',
    title: 'Waterlogging under the 100 Feet Road underpass',
    content: 'Every evening shower floods the underpass near the metro. Which way do you take instead?',
  },
  {
    type: 'alert',
    title: 'Alert: waterlogging on CMH Road tonight',
    content:
      'Knee-deep water outside the hospital gate, autos are refusing to go through. Avoid till morning.',
  },
  {
    type: 'tip',
    title: 'Best filter coffee near Indiranagar metro',
    content: 'The small darshini behind the bus stop makes strong filter coffee for twenty rupees.',
  },
] as const;

describe('search', () => {
  const suite = appInBrowser();
  let areaId: string;

  beforeAll(async () => {
    const { app } = suite;
    const author = await signUpResident(app, 'Meera');
    const areas = (await request(app.url, 'GET', '/api/areas?minPosition=1')).body as {
      _id: string;
      name: string;
    }[];
    areaId = areas.find((a) => a.name === 'Indiranagar')!._id;
    let position = 0;
    for (const post of POSTS) {
      const res = await request(app.url, 'POST', `/api/areas/${areaId}/posts`, {
        body: post,
        headers: author.auth,
      });
      expect(res.status).toBe(201);
      position = res.body.position;
    }
    // Read-your-writes: the search answers once its index has caught up with the last post.
    const found = await request(app.url, 'GET', `/api/search?q=waterlogging&minPosition=${position}`);
    expect(found.body.total).toBe(2);
  });

  async function openPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await suite.chromium.browser.newContext({ viewport });
    return context.newPage();
  }

  const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');
  const badge = (page: Page, label: string) => page.getByRole('button', { name: `Remove filter ${label}` });

  it('finds posts from the header search, filters them by type, and shows when nothing matches', async () => {
    const page = await openPage();
    await page.goto(`${suite.app.url}/area/${areaId}`);
    const headerSearch = page.getByRole('banner').getByRole('searchbox', { name: 'Search threads' });
    await headerSearch.fill('  waterlogging  ');
    await headerSearch.press('Enter');

    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=waterlogging');
    await page.getByRole('heading', { level: 1, name: 'Search Results for "waterlogging"' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Found 2 results' }).waitFor();
    expect(await results(page).count()).toBe(2);
    // The matched word is marked, as an element rather than as escaped markup in the text.
    const marks = await page.locator('article mark').allTextContents();
    expect(marks.map((m) => m.toLowerCase())).toContain('waterlogging');
    expect(await results(page).first().textContent()).not.toContain('<mark>');
    await page.getByRole('searchbox', { name: 'Search posts' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'search.png'), fullPage: true });

    // Type filter: kept in the address, shown as a badge, one result left.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Alert' });
    await page.waitForURL((url) => url.searchParams.get('type') === 'alert');
    await badge(page, 'Type: Alert').waitFor();
    await page.getByRole('status').filter({ hasText: 'Found 1 result' }).waitFor();
    expect(await results(page).count()).toBe(1);
    await results(page)
      .getByRole('heading', { name: /CMH Road/ })
      .waitFor();

    // Removing the badge removes the filter.
    await badge(page, 'Type: Alert').click();
    await page.waitForURL((url) => !url.searchParams.has('type'));
    await page.getByRole('status').filter({ hasText: 'Found 2 results' }).waitFor();
    expect(await badge(page, 'Type: Alert').count()).toBe(0);
    expect(await page.getByLabel('Type', { exact: true }).inputValue()).toBe('');

    // Back brings the filtered search back.
    await page.goBack();
    await badge(page, 'Type: Alert').waitFor();
    await page.getByRole('status').filter({ hasText: 'Found 1 result' }).waitFor();
    expect(await page.getByLabel('Type', { exact: true }).inputValue()).toBe('alert');

    // A query that matches nothing, from the page's own box (the filter stays).
    const box = page.getByRole('searchbox', { name: 'Search posts' });
    await box.fill('  qwxzv plonk  ');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'qwxzv plonk');
    await page.getByRole('heading', { level: 1, name: 'Search Results for "qwxzv plonk"' }).waitFor();
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    await page.getByText('Try adjusting your search terms or filters').waitFor();
    expect(await page.getByRole('list', { name: 'Search results' }).count()).toBe(0);

    // Clear: an empty box and no search.
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search Posts' }).waitFor();
    expect(await box.inputValue()).toBe('');
    await box.and(page.locator(':focus')).waitFor();
    await page.context().close();
  });

  it('filters by author alias and date on a phone', async () => {
    const page = await openPage({ width: 390, height: 844 });
    const hit = (await request(suite.app.url, 'GET', '/api/search?q=coffee')).body.posts[0];
    await page.goto(`${suite.app.url}/search?q=coffee&dateRange=today`);
    await badge(page, 'Date: Today').waitFor();
    await page.getByRole('status').filter({ hasText: 'Found 1 result' }).waitFor();

    // On a phone the filters are folded behind a button that counts the ones set (issue 21).
    await page.getByRole('button', { name: 'Filters (1)', expanded: false }).click();
    const author = page.getByLabel('Author', { exact: true });
    await author.fill('Nobody Here');
    await author.press('Enter');
    await badge(page, 'Author: Nobody Here').waitFor();
    await page.getByRole('heading', { name: 'No results found' }).waitFor();

    await author.fill(hit.authorAlias);
    await author.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Found 1 result' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'search-mobile.png'), fullPage: true });

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => url.search === '?q=coffee');
    expect(await page.getByRole('list', { name: 'Active filters' }).count()).toBe(0);
    await page.context().close();
  });

  it('counts an upvote on a search result at once, as the server does', async () => {
    const voter = await signUpResident(suite.app, 'Ravi');
    const page = await openPage();
    await signIn(page, suite.app.url, voter);
    await page.goto(`${suite.app.url}/search?q=coffee`);

    const hit = results(page).filter({ hasText: 'Best filter coffee' });
    const upvote = hit.getByRole('button', { name: /^Upvote/ });
    await hit.getByRole('button', { name: 'Upvote, 0 upvotes' }).waitFor();
    await upvote.click();
    // The search's cached copy of the post changes, not only the area's lists.
    await hit.getByRole('button', { name: 'Upvote, 1 upvote' }).waitFor();
    expect(await hit.locator('mark').count()).toBeGreaterThan(0);
    expect(await upvote.isDisabled()).toBe(true);
    const post = (await request(suite.app.url, 'GET', '/api/search?q=coffee')).body.posts[0];
    await expect
      .poll(async () => (await request(suite.app.url, 'GET', `/api/posts/${post._id}`)).body.upvotes)
      .toBe(1);
    await page.context().close();
  });

  it("finds an area in the chooser's search, asking the server once the typing stops", async () => {
    const page = await openPage();
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/places/search') asked.push(url.searchParams.get('q') ?? '');
    });
    await page.goto(`${suite.app.url}/area/${areaId}`);
    await page.getByRole('button', { name: /Location: / }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose Your Area' });
    await chooser.getByRole('button', { name: 'Show Search' }).click();
    const search = chooser.getByRole('searchbox', { name: 'Search cities and areas' });

    // Keys 40 ms apart, well inside the 300 ms debounce: one request, for the whole word.
    await search.pressSequentially('Koraman', { delay: 40 });
    const found = chooser.getByRole('list', { name: 'Search results' }).getByRole('button');
    await found.first().waitFor();
    expect(asked).toEqual(['Koraman']);
    expect(await found.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Koramangala/)]),
    );

    await search.fill('zzqxw');
    await chooser.getByText('No results found for "zzqxw"').waitFor();
    await search.fill('');
    await expect.poll(() => chooser.getByText(/No results found/).count()).toBe(0);
    expect(await chooser.getByRole('list', { name: 'Search results' }).count()).toBe(0);

    await search.fill('Koramangala');
    await chooser
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /^Koramangala/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Koramangala' }).waitFor();
    expect(await chooser.count()).toBe(0);
    await page.context().close();
  });
});
