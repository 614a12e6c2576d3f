import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn } from '../support/browser.js';
import { request } from '../support/http.js';

const ALERT = {
  title: 'Power cut on 80 Feet Road',
  content: 'BESCOM maintenance until four this afternoon, plan accordingly.',
};

const LATER_ALERT = {
  title: 'Water tanker at the park gate',
  content: 'The tanker is here until noon, bring your own vessels.',
};

describe('alert notifications in the browser', () => {
  const suite = appInBrowser();
  let areaId: string;
  let lakshmi: TestAccount;
  let arjun: TestAccount;

  beforeAll(async () => {
    [lakshmi, arjun] = await Promise.all([
      signUpResident(suite.app, 'Lakshmi'),
      signUpResident(suite.app, 'Arjun'),
    ]);
    const areas: { _id: string; name: string }[] = (
      await request(suite.app.url, 'GET', '/api/areas?minPosition=1')
    ).body;
    areaId = areas.find((a) => a.name === 'Koramangala')!._id;
  });

  /** The area page (its Threads tab), signed in through the login API (the answer sets the cookie). */
  async function areaPage(account: TestAccount): Promise<Page> {
    const context = await suite.chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, suite.app.url, account);
    await page.goto(`${suite.app.url}/area/${areaId}`);
    return page;
  }

  /** Keeps the text of every toast the page shows from now on (source text: no DOM types here). */
  const logToasts = (page: Page) =>
    page.evaluate(`(() => {
      const shown = (window.__toastsShown = []);
      new MutationObserver(() => {
        for (const item of document.querySelectorAll('[role="region"] > ol > li')) {
          if (!shown.includes(item.textContent)) shown.push(item.textContent);
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    })()`);
  const toastsShown = (page: Page) => page.evaluate<string[]>('window.__toastsShown');

  /** A toast in the toast list (Radix also announces a copy elsewhere). */
  const toast = (page: Page, text: string) =>
    page.locator('[role="region"] > ol > li').filter({ hasText: text }).first();

  it("shows a resident on the area's Threads tab a neighbour's new Alert as a toast", async () => {
    const [reader, author] = await Promise.all([areaPage(lakshmi), areaPage(arjun)]);
    await logToasts(author);
    // Both are counted online: each page's socket has joined the area, with the Chat tab never opened.
    await reader.getByRole('tab', { name: /Chat\s*2\s*online/ }).waitFor();
    await reader.getByRole('tab', { name: /Threads/, selected: true }).waitFor();

    await author
      .getByRole('button', { name: /^(Start Thread|Create First Thread)$/ })
      .first()
      .click();
    const dialog = author.getByRole('dialog', { name: 'Create a New Post' });
    await dialog.getByText('Alert', { exact: true }).click();
    await dialog.getByLabel('Title').fill(ALERT.title);
    await dialog.getByLabel('Content').fill(ALERT.content);
    await dialog.getByRole('button', { name: 'Publish Post' }).click();
    await dialog.waitFor({ state: 'detached' });

    const shown = toast(reader, 'New alert in your area');
    await shown.waitFor({ timeout: 20_000 });
    expect(await shown.textContent()).toContain(ALERT.title);
    expect(new URL(reader.url()).searchParams.has('tab')).toBe(false);
    await reader.screenshot({ path: join(SCREENSHOTS, 'alert-toast.png') });
    // The author is told 'Post created!', never about their own alert: a neighbour's later alert
    // reaches the author's page after any toast about their own would have. One toast shows at a
    // time, each replacing the last, so every toast the page showed is read from its log.
    const later = await request(suite.app.url, 'POST', `/api/areas/${areaId}/posts`, {
      headers: lakshmi.auth,
      body: { type: 'alert', ...LATER_ALERT },
    });
    expect(later.status).toBe(201);
    await expect
      .poll(async () => (await toastsShown(author)).some((text) => text.includes(LATER_ALERT.title)), {
        timeout: 20_000,
      })
      .toBe(true);
    const shownToAuthor = await toastsShown(author);
    expect(shownToAuthor.filter((text) => text.includes(ALERT.title))).toEqual([]);
    expect(shownToAuthor.some((text) => text.includes('Your post has been shared with the community.'))).toBe(
      true,
    );
    await Promise.all([reader.context().close(), author.context().close()]);
  });
});
