import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpModerator, signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn, toastItem } from '../support/browser.js';
import { request } from '../support/http.js';
import { DESKTOP, PHONE } from '../support/screens.js';

/**
 * Issue 21 point 3 (and point 7's bulleted keyword chips): toasts cover no
 * action of the create-post dialog, the 'Content Blocked' banner scrolls into
 * view with plain chips, the search filters fold behind a counted button on a
 * phone, and an opened moderation report is scrolled to on a phone.
 */
describe('toasts, dialogs and panels on phones', () => {
  const suite = appInBrowser();
  let author: TestAccount;
  let moderator: TestAccount;
  let areaId: string;

  type Profile = typeof PHONE | typeof DESKTOP;
  const SIZES = [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const;

  beforeAll(async () => {
    [author, moderator] = await Promise.all([
      signUpResident(suite.app, 'Kavya'),
      signUpModerator(suite.app, 'Meera'),
    ]);
    const areas = (await request(suite.app.url, 'GET', '/api/areas?minPosition=1')).body;
    areaId = areas.find((a: { name: string }) => a.name === 'Indiranagar')._id;
  });

  async function pageAs(who: TestAccount | null, profile: Profile, path: string): Promise<Page> {
    const context = await suite.chromium.browser.newContext(profile);
    const page = await context.newPage();
    if (who) await signIn(page, suite.app.url, who);
    await page.goto(`${suite.app.url}${path}`);
    return page;
  }
  type Box = { x: number; y: number; width: number; height: number };
  const boxOf = async (locator: Locator): Promise<Box> => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not rendered');
    return box;
  };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  /** Waits for the element's animations (a toast sliding in, a smooth scroll's end is polled instead). */
  const settled = (locator: Locator) =>
    locator.evaluate('(el) => Promise.all(el.getAnimations().map((a) => a.finished))');
  /** Whether the element lies entirely inside the window (Playwright's boxes are window-relative). */
  const insideWindow = async (page: Page, locator: Locator) => {
    const box = await boxOf(locator);
    const window = page.viewportSize()!;
    return (
      box.y >= 0 && box.x >= 0 && box.y + box.height <= window.height && box.x + box.width <= window.width
    );
  };

  for (const [size, profile] of SIZES) {
    it(`keeps the blocked-content toast off the dialog's buttons and shows the banner in view (${size})`, async () => {
      const page = await pageAs(author, profile, `/area/${areaId}`);
      await page
        .getByRole('button', { name: /^(Start Thread|Create Thread|Create First Thread)$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Create a New Post' });
      await dialog.getByLabel('Title').fill('Weekend party supplies');
      await dialog.getByLabel('Content').fill('Ganja milega, DM me for rates this weekend');
      const publish = dialog.getByRole('button', { name: 'Publish Post' });
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      await publish.click();

      const toast = toastItem(page, 'Content Blocked');
      await toast.waitFor();
      await settled(toast);
      const toastBox = await boxOf(toast);
      expect(overlaps(toastBox, await boxOf(publish))).toBe(false);
      expect(overlaps(toastBox, await boxOf(cancel))).toBe(false);
      expect(overlaps(toastBox, await boxOf(dialog.getByRole('button', { name: 'Close' })))).toBe(false);

      // The banner (spec text unchanged) scrolls into view, clear of the dialog's sticky footer.
      const banner = dialog.getByRole('alert').filter({ hasText: 'Content Blocked' });
      await banner.getByText('ganja milega').waitFor();
      await expect.poll(() => insideWindow(page, banner)).toBe(true);
      await expect
        .poll(async () => {
          const b = await boxOf(banner);
          return b.y + b.height <= (await boxOf(publish)).y;
        })
        .toBe(true);

      // Keyword chips are chips, not bullet points.
      const keywords = banner.getByRole('list', { name: 'Detected keywords' });
      type Styled = { children: ArrayLike<unknown> };
      const styles = await keywords.evaluate((ul: Styled) => {
        const listStyle = (el: unknown) =>
          (
            globalThis as unknown as { getComputedStyle(el: unknown): { listStyleType: string } }
          ).getComputedStyle(el).listStyleType;
        return [listStyle(ul), ...Array.from(ul.children, listStyle)];
      });
      expect(styles.length).toBeGreaterThan(1);
      expect(new Set(styles)).toEqual(new Set(['none']));
      await page.screenshot({ path: join(SCREENSHOTS, `phone-overlays-blocked-${size}.png`) });
      await page.context().close();
    });
  }

  it('takes a phone to the first field in error, far above the Publish button', async () => {
    const page = await pageAs(author, PHONE, `/area/${areaId}`);
    await page
      .getByRole('button', { name: /^(Start Thread|Create Thread|Create First Thread)$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Post' });
    const title = dialog.getByLabel('Title');
    await title.fill('Hi');
    await dialog
      .getByLabel('Content')
      .fill('The water tanker comes at six tomorrow, keep your buckets ready.');
    await dialog.getByRole('button', { name: 'Publish Post' }).tap();

    await dialog.getByText(/^Title must be at least/).waitFor();
    await title.and(page.locator(':focus')).waitFor();
    const header = await boxOf(dialog.getByRole('heading', { name: 'Create a New Post' }));
    await expect
      .poll(
        async () => (await insideWindow(page, title)) && (await boxOf(title)).y > header.y + header.height,
      )
      .toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-overlays-field-error.png') });
    await page.context().close();
  });

  it('folds the search filters behind a counted button on a phone, and leaves the desktop panel as it was', async () => {
    const path = '/search?q=coffee&area=all&type=tip&dateRange=year';
    const phone = await pageAs(null, PHONE, path);
    const toggle = phone.getByRole('button', { name: 'Filters (2)' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await phone.getByLabel('Type', { exact: true }).isVisible()).toBe(false);
    await phone.screenshot({ path: join(SCREENSHOTS, 'phone-overlays-filters-folded.png') });

    await toggle.tap();
    await phone.getByLabel('Type', { exact: true }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await phone.getByLabel('Type', { exact: true }).inputValue()).toBe('tip');
    await phone.screenshot({ path: join(SCREENSHOTS, 'phone-overlays-filters-open.png') });
    await phone.context().close();

    const desktop = await pageAs(null, DESKTOP, path);
    await desktop.getByLabel('Type', { exact: true }).waitFor();
    expect(await desktop.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
    await desktop.screenshot({ path: join(SCREENSHOTS, 'phone-overlays-filters-desktop.png') });
    await desktop.context().close();
  });

  it('scrolls an opened moderation report into view on a phone', async () => {
    const reporter = await signUpResident(suite.app, 'Imran');
    for (const title of ['Cheap sarees sale', 'Phone repair offer', 'Free tuition flyer']) {
      const published = await request(suite.app.url, 'POST', `/api/areas/${areaId}/posts`, {
        headers: author.auth,
        body: { type: 'tip', title, content: `${title}: come along this Sunday morning, all welcome.` },
      });
      await request(suite.app.url, 'POST', `/api/posts/${published.body._id}/report`, {
        headers: reporter.auth,
        body: { reason: 'Looks like an advert' },
      });
    }
    const page = await pageAs(moderator, PHONE, '/moderation?kind=post');
    const queue = page.getByRole('list', { name: 'Open reports' });
    await queue.getByRole('button').nth(2).waitFor();
    await queue.getByRole('button').first().tap();

    const heading = page.getByRole('article').getByRole('heading', { level: 2, name: /^Reported post: / });
    await heading.waitFor();
    // Brought up to just under the sticky header (in the top half, not merely on screen).
    const header = await boxOf(page.getByRole('banner').first());
    await expect
      .poll(async () => {
        const top = (await boxOf(heading)).y;
        return top >= header.y + header.height && top < PHONE.viewport.height / 2;
      })
      .toBe(true);
    expect(await insideWindow(page, heading)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-overlays-moderation.png') });
    await page.context().close();
  });
});
