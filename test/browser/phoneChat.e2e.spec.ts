import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn } from '../support/browser.js';
import { acknowledged, type ChatClient, joinedChat, lobbyOf } from '../support/chatClient.js';
import { boxOf, DESKTOP, fullyOnScreen, PHONE } from '../support/screens.js';

/** What issue 21 measured on the phone before: the message list's height, in px. */
const LIST_HEIGHT_BEFORE = 368;
/** Well over it: the header's location row, the area's place line and the panel's title give way. */
const LIST_HEIGHT_AT_LEAST = 500;
/** With 300 px of keyboard: more than the whole list had before, keyboard down. */
const KEYBOARD_LIST_AT_LEAST = 368;
/** Two history pages and a bit (the page size is 30): scrolling up has an older page to load. */
const SEEDED = 40;
const seeded = (n: number) => `Seed message ${String(n).padStart(2, '0')}`;

/** The message list's scroll element, as much of it as the test touches (no DOM types here). */
type Scroller = { scrollTop: number; scrollHeight: number; clientHeight: number };

/**
 * Issue 21 point 2 (and point 7's chat items): the chat on a 390×844 touch
 * phone is full height like a messenger, its composer stays above the
 * on-screen keyboard, older messages load as the reader scrolls up without the
 * reader losing their place, a pill tells of new messages below, and a load
 * failure reads as a sentence.
 */
describe('chat on a phone', () => {
  const suite = appInBrowser();
  let areaId: string;
  let channelId: string;
  let reader: TestAccount;
  let neighbour: ChatClient;

  beforeAll(async () => {
    const { app } = suite;
    reader = await signUpResident(app, 'Lakshmi');
    // Ten sends per person per window: four neighbours write the seeded history, in order; a
    // fifth writes while the reader is scrolled up.
    const authors = await Promise.all(
      ['Arjun', 'Bela', 'Chitra', 'Dev', 'Esha'].map((n) => signUpResident(app, n)),
    );
    ({ areaId, channelId } = await lobbyOf(app, 'Koramangala'));
    const sockets = await Promise.all(authors.map((a) => joinedChat(app, channelId, a.token)));
    let newestId = '';
    for (let n = 1; n <= SEEDED; n++) {
      const chat = sockets[Math.floor((n - 1) / 10)]!;
      const ack = await acknowledged(chat, { type: 'send_message', channelId, content: seeded(n) });
      newestId = ack.messageId;
    }
    // One neighbour finds the newest message helpful; every other message has 0.
    await acknowledged(sockets[0]!, { type: 'mark_helpful', messageId: newestId });
    neighbour = sockets[4]!;
    await Promise.all(sockets.slice(0, 4).map((chat) => chat.close()));
  });

  afterAll(() => neighbour?.close());

  async function chatPage(options: BrowserContextOptions, setUp?: (page: Page) => Promise<unknown>) {
    const context = await suite.chromium.browser.newContext(options);
    const page = await context.newPage();
    await setUp?.(page);
    await signIn(page, suite.app.url, reader);
    await page.goto(`${suite.app.url}/area/${areaId}?tab=chat`);
    return page;
  }

  const panel = (page: Page) => page.getByRole('region', { name: 'Live chat' });
  const feed = (page: Page) => page.getByRole('feed', { name: 'Chat messages' });
  const row = (page: Page, text: string) => feed(page).getByRole('article').filter({ hasText: text });
  const composerBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Message' });
  const connected = (page: Page) => panel(page).getByText('Connected', { exact: true }).waitFor();
  const inList = async (page: Page, text: string) => {
    if ((await row(page, text).count()) === 0) return false;
    const [b, list] = [await boxOf(row(page, text)), await boxOf(feed(page))];
    return b.y >= list.y - 1 && b.y + b.height <= list.y + list.height + 1;
  };

  it('is full height on a 390x844 phone, its composer above the keyboard, older messages loading as one scrolls up', async () => {
    // The older page is held until the test has noted where the top message sits.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let olderAsked = 0;
    const page = await chatPage(PHONE, (p) =>
      p.route(/\/api\/channels\/[^/]+\/messages\?.*before=/, async (route) => {
        olderAsked++;
        await held;
        await route.continue();
      }),
    );
    await connected(page);
    await row(page, seeded(SEEDED)).waitFor();

    // The composer is on screen, not below the fold; the list takes the height the header leaves.
    expect(await fullyOnScreen(page, composerBox(page))).toBe(true);
    expect(await fullyOnScreen(page, panel(page).getByRole('button', { name: 'Send message' }))).toBe(true);
    const listHeight = (await boxOf(feed(page))).height;
    console.log(
      `[measure] phone chat: message list ${Math.round(listHeight)} px high (issue 21 found ${LIST_HEIGHT_BEFORE})`,
    );
    expect(listHeight).toBeGreaterThan(LIST_HEIGHT_AT_LEAST);
    // The permanent 'Load more messages' bar is gone: the button is there for the keyboard only.
    const bar = panel(page).getByRole('button', { name: 'Load more messages' }).locator('..');
    expect((await boxOf(bar)).height).toBeLessThanOrEqual(1);

    // The helpful count shows only when someone found the message helpful.
    await row(page, seeded(SEEDED)).getByText('1 helpful').waitFor();
    expect(await row(page, seeded(SEEDED - 1)).textContent()).not.toMatch(/helpful/);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-chat.png') });

    // The on-screen keyboard: Chromium's device metrics override (what Playwright's setViewportSize
    // sends) shrinks the window and window.visualViewport to 544 px, as Android's keyboard does; the
    // panel follows the visual viewport's resize event. (Chromium has no way to shrink only the
    // visual viewport, as iOS's keyboard does, short of pinch zoom; the panel reads the same event.)
    await composerBox(page).tap();
    await page.setViewportSize({ width: 390, height: 844 - 300 });
    await expect.poll(() => page.evaluate<number>('visualViewport.height')).toBe(544);
    await expect.poll(() => fullyOnScreen(page, composerBox(page))).toBe(true);
    // While typing, the header and the tabs step aside: the conversation keeps most of what is left.
    await page.getByRole('banner').waitFor({ state: 'hidden' });
    const typingHeight = (await boxOf(feed(page))).height;
    console.log(
      `[measure] phone chat with the keyboard (544 px visible): message list ${Math.round(typingHeight)} px`,
    );
    expect(typingHeight).toBeGreaterThan(KEYBOARD_LIST_AT_LEAST);
    expect(
      await composerBox(page).evaluate(
        (el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement,
      ),
    ).toBe(true);
    await page.keyboard.type('Typed above the keyboard');
    await page.keyboard.press('Enter');
    await expect.poll(() => inList(page, 'Typed above the keyboard')).toBe(true);
    expect(await fullyOnScreen(page, composerBox(page))).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-chat-keyboard.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').waitFor();
    await expect.poll(async () => (await boxOf(feed(page))).height).toBeGreaterThan(LIST_HEIGHT_AT_LEAST);

    // Scrolling to the top asks for the older page by itself; the message at the top stays put.
    const top = row(page, seeded(SEEDED + 1 - 29));
    await feed(page).evaluate((el: Scroller) => {
      el.scrollTop = 0;
    });
    await expect.poll(() => olderAsked).toBe(1);
    await top.waitFor();
    const offset = async () => (await boxOf(top)).y - (await boxOf(feed(page))).y;
    const before = await offset();
    release();
    // The row just above it is drawn once the older page is in (the list draws only what is near the view).
    await row(page, seeded(SEEDED - 29)).waitFor({ state: 'attached' });
    await expect.poll(async () => Math.abs((await offset()) - before)).toBeLessThanOrEqual(3);

    // Scrolled up, a neighbour's new message shows a pill; tapping it reaches the bottom.
    await acknowledged(neighbour, { type: 'send_message', channelId, content: 'Fresh from the street' });
    const pill = panel(page).getByRole('button', { name: /new message/i });
    await pill.waitFor();
    expect(await inList(page, 'Fresh from the street')).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-chat-new-messages.png') });
    await pill.tap();
    await expect.poll(() => inList(page, 'Fresh from the street')).toBe(true);
    await pill.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('keeps the Load more button for the keyboard, and the desktop panel as it was (1366x768)', async () => {
    const page = await chatPage(DESKTOP);
    await connected(page);
    await row(page, seeded(SEEDED)).waitFor();
    expect(await fullyOnScreen(page, composerBox(page))).toBe(true);
    // Tab from the header's last control reaches the button, which shows itself while focused.
    await panel(page).getByRole('button', { name: 'Fullscreen' }).focus();
    await page.keyboard.press('Tab');
    const more = panel(page).getByRole('button', { name: 'Load more messages' });
    await expect
      .poll(() =>
        more.evaluate((el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement),
      )
      .toBe(true);
    expect((await boxOf(more)).height).toBeGreaterThan(20);
    expect(await fullyOnScreen(page, more)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-chat-load-more.png') });
    await page.keyboard.press('Enter');
    // The last older page is in: nothing more to load, and the oldest message is at the top.
    await more.waitFor({ state: 'detached' });
    await feed(page).evaluate((el: Scroller) => {
      el.scrollTop = 0;
    });
    await row(page, seeded(1)).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop-chat.png') });
    await page.context().close();
  });

  it('says in a sentence when the history cannot be loaded, not the server’s JSON', async () => {
    const page = await chatPage(PHONE, async (p) => {
      // The socket's join also carries the newest page, and when it lands before the chat panel's
      // code has loaded the page never asks over HTTP: a socket that never answers leaves it to HTTP.
      await p.routeWebSocket(/\/ws$/, () => undefined);
      await p.route(/\/api\/channels\/[^/]+\/messages/, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
        }),
      );
    });
    const failed = panel(page).getByText('Error loading messages');
    await failed.waitFor();
    const text = (await panel(page).textContent()) ?? '';
    expect(text).not.toMatch(/[{}]|500|Internal Server Error/);
    expect(text).toMatch(/could not be loaded/);
    await panel(page).getByRole('button', { name: 'Retry' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-chat-load-failed.png') });
    await page.context().close();
  });

  it('keeps the ‘You are …’ icon whole beside a long alias (390x844)', async () => {
    const LONG = 'ExtraordinarilyLongNeighbourhoodAlias4821';
    const page = await chatPage(PHONE, (p) =>
      // The server's aliases are short: the joined frame is rewritten to carry a long one.
      p.routeWebSocket(/\/ws$/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((message) => {
          const frame = JSON.parse(String(message));
          ws.send(
            frame.type === 'joined_channel' && frame.alias
              ? JSON.stringify({ ...frame, alias: LONG })
              : message,
          );
        });
      }),
    );
    await connected(page);
    const you = panel(page).getByTitle(/Your alias in this area/);
    await you.getByText(LONG).waitFor();
    const icon = await boxOf(you.locator('svg'));
    expect(icon.width).toBeGreaterThanOrEqual(13.5);
    expect(
      (await boxOf(panel(page).getByRole('button', { name: 'Fullscreen' }))).width,
    ).toBeGreaterThanOrEqual(35.5);
    // The alias itself gets the room (it was cut to two letters): 'You are' is for screen readers here.
    expect((await boxOf(you.locator('strong'))).width).toBeGreaterThan(90);
    expect(await you.textContent()).toContain(`You are ${LONG}`);
    // A screen reader still hears 'You are' before the alias.
    expect(await you.ariaSnapshot()).toMatch(new RegExp(`You are\\s*\\n- strong: ${LONG}`));
    expect(await fullyOnScreen(page, you)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'phone-chat-long-alias.png') });
    await page.context().close();
  });
});
