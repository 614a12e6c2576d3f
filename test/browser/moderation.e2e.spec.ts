import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpModerator, signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn } from '../support/browser.js';
import { joinedChat, lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';

/** The moderators' screens in Chromium: the queue, an item's versions and who wrote each, keyboard actions. */
describe('the moderation screens', () => {
  const suite = appInBrowser();
  let author: TestAccount;
  let reporter: TestAccount;
  let moderator: TestAccount;
  let areaId: string;

  const api = (who: TestAccount | null, method: string, path: string, body?: object) =>
    request(suite.app.url, method, path, { headers: who?.auth ?? {}, ...(body ? { body } : {}) });
  /** A page signed in as `who` (the login answer sets the session cookie), at `path`. */
  const pageAs = async (who: TestAccount | null, path: string): Promise<Page> => {
    const context = await suite.chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    if (who) await signIn(page, suite.app.url, who);
    await page.goto(`${suite.app.url}${path}`);
    return page;
  };
  const publishAndReport = async (title: string) => {
    const published = await api(author, 'POST', `/api/areas/${areaId}/posts`, {
      type: 'tip',
      title,
      content: `${title}: come along this Sunday morning, everyone is welcome.`,
    });
    await api(reporter, 'POST', `/api/posts/${published.body._id}/report`, {
      reason: 'Looks like an advert',
    });
    return published.body._id as string;
  };

  beforeAll(async () => {
    [author, reporter, moderator] = await Promise.all([
      signUpResident(suite.app, 'Kavya'),
      signUpResident(suite.app, 'Imran'),
      signUpModerator(suite.app, 'Meera'),
    ]);
    const areas = (await api(null, 'GET', '/api/areas?minPosition=1')).body;
    areaId = areas.find((a: { name: string }) => a.name === 'Indiranagar')._id;
  });

  it('opens a reported post from the queue with the keyboard, shows who wrote it, and hides it with the keyboard', async () => {
    await publishAndReport('Yoga in the park');
    const postId = await publishAndReport('Cheap sarees sale');
    const page = await pageAs(moderator, '/moderation?kind=post');
    const queue = page.getByRole('list', { name: 'Open reports' });
    await queue.getByRole('button').nth(1).waitFor();
    await page.getByText('hide or restore').waitFor();

    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const detail = page.getByRole('article');
    await detail.getByRole('heading', { name: 'Reported post: Cheap sarees sale' }).waitFor();
    const version = detail.getByRole('listitem', { name: 'Version 1' });
    await version.getByText('Kavya Tester').waitFor();
    expect(await version.textContent()).toContain(author.email);
    expect(await version.textContent()).toMatch(/as “[A-Z][a-z]+ [A-Z][a-z]+ \d{2}”/);
    expect(await detail.getByText('Imran Tester').count()).toBeGreaterThan(0);

    await page.keyboard.press('h');
    const dialog = page.getByRole('dialog', { name: 'Hide this post' });
    await dialog.waitFor();
    await page.keyboard.type('Commercial advert');
    await page.screenshot({ path: join(SCREENSHOTS, 'moderation-hide.png') });
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await detail.getByRole('button', { name: /^Restore post/ }).waitFor();
    await detail.getByText('hid the post').waitFor();
    const list = await api(null, 'GET', `/api/areas/${areaId}/posts?limit=50`);
    expect(list.body.map((p: { _id: string }) => p._id)).not.toContain(postId);
    await page.screenshot({ path: join(SCREENSHOTS, 'moderation-hidden.png'), fullPage: true });
  });

  it('shows every version of a chat message, with the words changed between them and who wrote each', async () => {
    const lobby = await lobbyOf(suite.app, 'Jayanagar');
    const [chat, reporterChat] = await Promise.all([
      joinedChat(suite.app, lobby.channelId, author.token),
      joinedChat(suite.app, lobby.channelId, reporter.token),
    ]);
    try {
      chat.send({ type: 'send_message', channelId: lobby.channelId, content: 'Selling my cycle for 500' });
      const { messageId } = await chat.next('ack');
      for (const content of ['Selling my old cycle for 800', 'Selling my old red cycle for 800']) {
        chat.send({ type: 'edit_message', messageId, content });
        await chat.next('ack');
      }
      reporterChat.send({ type: 'report_message', messageId, reason: 'Trading' });
      await reporterChat.next('ack');
    } finally {
      await Promise.all([chat.close(), reporterChat.close()]);
    }

    const page = await pageAs(moderator, '/moderation?kind=message');
    await page.getByRole('list', { name: 'Open reports' }).getByRole('button').first().waitFor();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('article');
    await detail.getByRole('heading', { name: 'Versions (3)' }).waitFor();
    for (const n of [1, 2, 3]) {
      const version = detail.getByRole('listitem', { name: `Version ${n}` });
      expect(await version.textContent()).toContain('Kavya Tester');
    }
    const second = detail.getByRole('listitem', { name: 'Version 2' });
    expect(await second.locator('del').allTextContents()).toEqual(['500']);
    expect(await second.locator('ins').allTextContents()).toEqual(expect.arrayContaining(['old ', '800']));
    expect(
      await detail.getByRole('listitem', { name: 'Version 3' }).locator('ins').allTextContents(),
    ).toEqual(['red ']);
    await page.screenshot({ path: join(SCREENSHOTS, 'moderation-message-versions.png'), fullPage: true });
  });

  it('tells residents and guests the screen is not theirs, and shows moderators the way in', async () => {
    const resident = await pageAs(author, '/moderation');
    await resident.getByRole('heading', { name: '403: Moderators only' }).waitFor();
    const guest = await pageAs(null, '/moderation');
    await guest.getByRole('heading', { name: '401: Sign in to moderate' }).waitFor();

    const page = await pageAs(moderator, `/area/${areaId}`);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Moderation' }).click();
    await page.waitForURL(/\/moderation$/);
    await page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
  });
});
