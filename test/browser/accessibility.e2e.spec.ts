import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpModerator, signUpResident, type TestAccount } from '../support/accounts.js';
import { blockingViolations, describeViolations } from '../support/axe.js';
import { appInBrowser, SCREENSHOTS, signIn } from '../support/browser.js';
import { acknowledged, joinedChat, lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { SCREENS } from '../support/screens.js';

const POST_TITLE = 'Water tanker timings this week';
const REPLY = 'Ours came at 7 am on Monday, the driver said the same all week.';
const MESSAGE = 'Anyone know if the park gate is open this evening?';

/**
 * axe-core on every screen of the app, at both sizes: no violation of serious
 * or critical impact (issue 21 point 8). Each screen is waited for by what a
 * reader would see, screenshotted, then checked; one failure lists every
 * screen's violations, so a run shows the whole picture.
 */
describe('accessibility (axe-core) on every screen', () => {
  const suite = appInBrowser();
  let moderator: TestAccount;
  let areaId: string;
  let quietAreaId: string;

  beforeAll(async () => {
    const { app } = suite;
    let author: TestAccount;
    [author, moderator] = await Promise.all([signUpResident(app, 'Kavya'), signUpModerator(app, 'Meera')]);
    const lobby = await lobbyOf(app, 'Indiranagar');
    areaId = lobby.areaId;
    quietAreaId = (await lobbyOf(app, 'Jayanagar')).areaId;
    const headers = author.auth;
    let post: { _id: string; position: number } | undefined;
    for (const [type, title] of [
      ['ask', POST_TITLE],
      ['tip', 'Filter coffee near the metro'],
      ['alert', 'Waterlogging on 100 Feet Road'],
    ] as const) {
      const res = await request(app.url, 'POST', `/api/areas/${areaId}/posts`, {
        headers,
        body: { type, title, content: `${title}: tell your neighbours what you know, please.` },
      });
      expect(res.status).toBe(201);
      post ??= res.body;
    }
    const reply = await request(app.url, 'POST', `/api/posts/${post!._id}/comments`, {
      headers,
      body: { content: REPLY },
    });
    expect(reply.status).toBe(201);
    const report = await request(app.url, 'POST', `/api/posts/${post!._id}/report`, {
      headers: moderator.auth,
      body: { reason: 'Checking the moderation screen' },
    });
    expect(report.status).toBeLessThan(300);
    const chat = await joinedChat(app, lobby.channelId, author.token);
    try {
      for (const content of [MESSAGE, 'Yes, till 8 pm.'])
        await acknowledged(chat, { type: 'send_message', channelId: lobby.channelId, content });
    } finally {
      await chat.close();
    }
  });

  for (const [profile, options] of Object.entries(SCREENS)) {
    it(`finds no serious or critical violation at ${profile} size`, async () => {
      const found: string[] = [];
      const check = async (page: Page, screen: string, ready: Locator) => {
        await ready.waitFor();
        await page.screenshot({ path: join(SCREENSHOTS, `a11y-${profile}-${screen}.png`) });
        const violations = await blockingViolations(page);
        if (violations.length > 0) found.push(describeViolations(screen, violations));
      };
      const url = (path: string) => `${suite.app.url}${path}`;
      const h1 = (page: Page, name?: string | RegExp) =>
        page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).first();

      const guestContext = await suite.chromium.browser.newContext(options);
      const guest = await guestContext.newPage();
      await guest.goto(url('/'));
      await check(guest, 'landing', h1(guest, 'Connect with Your Neighbors Anonymously'));
      await guest.getByRole('button', { name: 'Join Community Chat' }).first().click();
      await check(guest, 'choose-area', guest.getByRole('dialog', { name: 'Choose Your Area' }));
      for (const path of ['/login', '/signup', '/terms', '/privacy', '/guidelines', '/no-such-page']) {
        await guest.goto(url(path));
        await check(guest, path.slice(1), h1(guest));
      }
      await guest.goto(url(`/area/${areaId}`));
      await guest.getByRole('article', { name: POST_TITLE }).waitFor();
      await guest
        .getByRole('button', { name: /^(Start Thread|Create Thread)$/ })
        .first()
        .click();
      await check(guest, 'login-required', guest.getByRole('dialog', { name: 'Login required' }));
      await guestContext.close();

      const context = await suite.chromium.browser.newContext(options);
      const page = await context.newPage();
      await signIn(page, suite.app.url, moderator);
      await page.goto(url(`/area/${areaId}`));
      const post = page.getByRole('article', { name: POST_TITLE });
      await check(page, 'area-threads', post);
      await post
        .getByRole('button', { name: /^Reply/ })
        .first()
        .click();
      await check(page, 'post-replies', post.getByText(REPLY));
      await page
        .getByRole('button', { name: /^(Start Thread|Create Thread)$/ })
        .first()
        .click();
      await check(page, 'create-post', page.getByRole('dialog', { name: 'Create a New Post' }));
      await page.keyboard.press('Escape');
      await page.goto(url(`/area/${areaId}?tab=chat`));
      await check(page, 'area-chat', page.getByText(MESSAGE));
      await page.goto(url(`/area/${quietAreaId}?tab=chat`));
      await check(page, 'area-chat-empty', page.getByText('No messages yet'));
      await page.goto(url(`/search?q=tanker&area=${areaId}`));
      await check(page, 'search', page.getByRole('list', { name: 'Search results' }).getByRole('article'));
      await page.goto(url('/moderation'));
      await check(
        page,
        'moderation',
        page.getByRole('list', { name: 'Open reports' }).getByRole('button').first(),
      );
      await openProfileDialog(page, profile);
      await check(page, 'update-profile', page.getByRole('dialog', { name: 'Update Profile' }));
      await context.close();

      expect(found.join('\n'), 'serious or critical axe-core violations').toBe('');
    });
  }
});

/** 'Update Profile' opens from the account menu on a desk, from the menu sheet on a phone. */
async function openProfileDialog(page: Page, profile: string) {
  if (profile === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Edit Profile' }).click();
  } else {
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  }
}
