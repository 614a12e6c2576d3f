import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn } from '../support/browser.js';
import { request } from '../support/http.js';
import { SCREENS } from '../support/screens.js';

type Profile = keyof typeof SCREENS;

// The longest alias the alias words make ('Cheerful' and 'Kingfisher').
const LONG_ALIAS = 'Cheerful Kingfisher 87';
const POST_TITLE = 'Who fixes bicycles near the market?';

/** Issue 21 point 7, the small things seen, at both sizes. */
describe('small things: Google button, 404 header, long aliases, failed logout', () => {
  const suite = appInBrowser();
  let author: TestAccount;
  let areaId: string;

  beforeAll(async () => {
    author = await signUpResident(suite.app, 'Kabir');
    const areas = (await request(suite.app.url, 'GET', '/api/areas?minPosition=1')).body as {
      _id: string;
      name: string;
    }[];
    areaId = areas.find((a) => a.name === 'Koramangala')!._id;
    const res = await request(suite.app.url, 'POST', `/api/areas/${areaId}/posts`, {
      body: { type: 'experience', title: POST_TITLE, content: 'The chain keeps slipping on the climb.' },
      headers: author.auth,
    });
    expect(res.status).toBe(201);
  });

  async function open(profile: Profile): Promise<Page> {
    const context = await suite.chromium.browser.newContext({
      ...SCREENS[profile],
      reducedMotion: 'reduce',
    });
    return context.newPage();
  }

  for (const profile of ['desktop', 'phone'] as const) {
    it(`shows no 'Continue with Google' when the server has no Google (${profile})`, async () => {
      const page = await open(profile);
      // The providers answer is in before judging what it drew.
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/providers'));
      await page.goto(`${suite.app.url}/login`);
      expect(await (await answered).json()).toEqual({ google: false });
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(await page.getByText('Continue with Google').count()).toBe(0);
      expect(await page.getByText(/not set up on this server/).count()).toBe(0);
      await page.screenshot({ path: join(SCREENSHOTS, `small-login-no-google-${profile}.png`) });
      await page.context().close();
    });

    it(`gives the 404 page the app header (${profile})`, async () => {
      const page = await open(profile);
      await page.goto(`${suite.app.url}/no-such-lane`);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      const header = page.getByRole('banner');
      await header.waitFor();
      await header
        .getByRole('link', { name: /Mohalla/ })
        .first()
        .waitFor();
      // Nothing is detecting here: the header says the place is unknown (issue 21 point 4).
      await header.getByText('Location unknown').waitFor();
      expect(await header.textContent()).not.toContain('Detecting...');
      await page.screenshot({ path: join(SCREENSHOTS, `small-404-${profile}.png`) });
      await page.context().close();
    });

    it(`shows a long alias whole in a post card, the card unbroken (${profile})`, async () => {
      const page = await open(profile);
      // The alias is the server's to choose: the list answer is given the longest one.
      await page.route(`**/api/areas/${areaId}/posts*`, async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const posts = (await response.json()) as { authorAlias: string; userName: string }[];
        const json = posts.map((p) => ({ ...p, authorAlias: LONG_ALIAS, userName: LONG_ALIAS }));
        await route.fulfill({ response, json });
      });
      await page.goto(`${suite.app.url}/area/${areaId}`);
      const card = page.getByRole('article', { name: POST_TITLE });
      const alias = card.getByText(LONG_ALIAS, { exact: true });
      await alias.waitFor();
      expect(await alias.getAttribute('title')).toBe(LONG_ALIAS);
      // Not cut: every letter of it is drawn (no ellipsis), and the card still fits the screen.
      const fits = await alias.evaluate(
        (el) => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
      );
      expect(fits).toBe(true);
      const cardBox = (await card.boundingBox())!;
      const badgeBox = (await card.getByText('Experience', { exact: true }).boundingBox())!;
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(SCREENS[profile].viewport.width);
      await card.screenshot({ path: join(SCREENSHOTS, `small-long-alias-${profile}.png`) });
      await page.context().close();
    });

    it(`signs out on this device when the server cannot be told, and finishes later (${profile})`, async () => {
      const resident = await signUpResident(suite.app, 'Tara');
      const page = await open(profile);
      await signIn(page, suite.app.url, resident);
      let attempts = 0;
      await page.route('**/api/auth/logout', (route) => {
        attempts += 1;
        return route.abort('connectionfailed');
      });
      await page.goto(`${suite.app.url}/logout`);
      await page.getByText('Logout failed, but redirecting to home...').waitFor();
      await page.getByText('You are signed out on this device.', { exact: false }).waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `small-logout-failed-${profile}.png`) });
      expect(attempts).toBe(2);

      // The cookie is still alive (the server was never told), yet home shows a guest.
      await page.waitForURL(`${suite.app.url}/`);
      await page
        .getByRole('heading', { level: 1, name: 'Connect with Your Neighbors Anonymously' })
        .waitFor();
      await page
        .getByRole('link', { name: /^(Login|Sign In)$/ })
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: /Account menu/ }).count()).toBe(0);

      // With the server reachable again, the next check ends the session for good.
      await page.unroute('**/api/auth/logout');
      const finished = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout') && r.ok());
      await page.reload();
      await finished;
      const session = await page.evaluate<{ user: unknown }>(
        "fetch('/api/auth/session').then((r) => r.json())",
      );
      expect(session.user).toBeNull();
      const bearerCheck = await request(suite.app.url, 'GET', '/api/auth/user', { headers: resident.auth });
      expect(bearerCheck.status).toBe(200); // a bearer token is another session, untouched
      await page.context().close();
    });
  }
});
