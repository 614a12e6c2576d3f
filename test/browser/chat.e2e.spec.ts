import { join } from 'node:path';
import type { Page, WebSocketRoute } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS, signIn, toastItem } from '../support/browser.js';
import { request } from '../support/http.js';

// biome-ignore lint/suspicious/noExplicitAny: protocol frames and API answers are read loosely in a test
type Json = any;
/** A real 1×1 PNG: the upload checks the type from the bytes. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** The message list's scroll element, as much of it as the test touches (no DOM types here). */
type Scroller = { scrollTop: number; scrollHeight: number };

describe('live chat', () => {
  const suite = appInBrowser();
  let areaId: string;
  let channelId: string;
  let kavya: TestAccount;
  let imran: TestAccount;
  let ravi: TestAccount;

  beforeAll(async () => {
    const { app } = suite;
    [kavya, imran, ravi] = await Promise.all([
      signUpResident(app, 'Kavya'),
      signUpResident(app, 'Imran'),
      signUpResident(app, 'Ravi'),
    ]);
    const areas: Json[] = (await request(app.url, 'GET', '/api/areas?minPosition=1')).body;
    const area = areas.find((a) => a.name === 'Indiranagar');
    areaId = area._id;
    channelId = area.channels[0]._id;
  });

  /** A page on the area's Chat tab: signed in through the login API (its cookie), or a guest. */
  async function chatPage(account: TestAccount | null, setUp?: (page: Page) => Promise<void>) {
    const context = await suite.chromium.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await setUp?.(page);
    if (account) await signIn(page, `${suite.app.url}/`, account);
    await page.goto(`${suite.app.url}/area/${areaId}?tab=chat`);
    return page;
  }

  const panel = (page: Page) => page.getByRole('region', { name: 'Live chat' });
  const rows = (page: Page) => page.getByRole('feed', { name: 'Chat messages' }).getByRole('article');
  const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
  const connected = (page: Page) => panel(page).getByText('Connected', { exact: true }).waitFor();
  const toast = (page: Page, text: string) => toastItem(page, text).waitFor();
  const aliasOf = async (page: Page) =>
    (await panel(page).locator('strong').first().textContent())?.trim() ?? '';

  async function send(page: Page, text: string) {
    const box = panel(page).getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    await row(page, text).waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
  }

  async function menu(page: Page, text: string, item: string) {
    await row(page, text)
      .getByRole('button', { name: /^Actions for / })
      .click();
    await page.getByRole('menuitem', { name: item }).click();
  }

  /** With the inline editor open: replace the text and Save. */
  async function edit(page: Page, text: string) {
    await panel(page).getByRole('textbox', { name: 'Edit message' }).fill(text);
    await panel(page).getByRole('button', { name: 'Save' }).click();
  }

  /** The channel as the server tells it: every message, oldest first. */
  const history = async (): Promise<Json[]> =>
    (await request(suite.app.url, 'GET', `/api/channels/${channelId}/messages?limit=100`)).body;

  it('lets two residents chat, edit, delete and mark helpful, each seeing the other live', async () => {
    const [k, i] = await Promise.all([chatPage(kavya), chatPage(imran)]);
    await Promise.all([connected(k), connected(i)]);
    const [kAlias, iAlias] = await Promise.all([aliasOf(k), aliasOf(i)]);
    expect(kAlias).not.toBe('');
    expect(kAlias).not.toBe(iAlias);
    // Both are counted: the header, the Chat tab's badge and the sidebar's Active count.
    await panel(k).getByText('· 2 online').waitFor();
    await k.getByRole('tab', { name: /Chat\s*2\s*online/ }).waitFor();
    await k.getByText('Active').locator('..').getByText('2', { exact: true }).waitFor();

    await send(k, 'Namaste neighbours! Is the 12th Main water supply back?');
    const asked = row(i, 'Namaste neighbours!');
    await asked.waitFor();
    await asked.getByText(kAlias, { exact: true }).waitFor();
    await expect
      .poll(async () => /^\d{1,2}:\d{2} (AM|PM)$/.test((await asked.locator('time').textContent()) ?? ''))
      .toBe(true);
    expect((await asked.locator('[aria-hidden="true"]').first().textContent())?.trim()).toBe(
      kAlias[0]?.toUpperCase(),
    );

    // Shift+Enter makes a new line; Enter sends both lines as one message.
    const box = panel(k).getByRole('textbox', { name: 'Message' });
    await box.fill('Tanker timings:');
    await box.press('Shift+Enter');
    await box.pressSequentially('7 am and 6 pm');
    expect(await box.inputValue()).toBe('Tanker timings:\n7 am and 6 pm');
    expect(await row(k, 'Tanker timings').count()).toBe(0);
    // A photo through the attachment panel: its URL goes on a line of its own, and shows as the image.
    await panel(k).getByRole('button', { name: 'Attachments' }).click();
    const attachments = panel(k).getByRole('region', { name: 'Attachments' });
    await attachments.locator('input[type="file"]').setInputFiles({
      name: 'tanker.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await attachments.getByRole('button', { name: /^Remove / }).waitFor();
    await attachments.getByRole('button', { name: 'Add to Message' }).click();
    expect(await box.inputValue()).toMatch(
      /^Tanker timings:\n7 am and 6 pm\n\/api\/files\/[0-9a-f-]{36}\.png$/,
    );
    await box.press('Enter');
    const tanker = row(i, 'Tanker timings:');
    await tanker.getByText('7 am and 6 pm').waitFor();
    const photo = tanker.getByRole('img', { name: 'Attachment 1' });
    await expect.poll(() => photo.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBe(1);

    // The shared moderation rules run before sending: a block sends nothing, a warning still sends.
    await box.fill('Ganja milega, DM me for rates');
    await box.press('Enter');
    await toast(k, 'Message Blocked');
    await panel(k).getByRole('alert').filter({ hasText: 'Message Blocked' }).waitFor();
    expect(await box.inputValue()).toBe('Ganja milega, DM me for rates');
    const spam = 'Limited time offer! Huge discount, buy now and get cashback, click here';
    await send(k, spam);
    await toast(k, 'Content Warning');
    await panel(k).getByRole('alert').filter({ hasText: 'Content Warning' }).waitFor();
    await row(i, spam).waitFor();
    await menu(k, spam, 'Delete');
    await row(i, spam).waitFor({ state: 'detached' });

    await send(i, 'Yes, since this morning.');
    await row(k, 'Yes, since this morning.').waitFor();

    // The menu offers edit and delete on one's own messages only; report on the others'.
    await row(k, 'Yes, since this morning.')
      .getByRole('button', { name: /^Actions for / })
      .click();
    await k.getByRole('menuitem', { name: 'Report' }).waitFor();
    expect(await k.getByRole('menuitem', { name: 'Edit' }).count()).toBe(0);
    await k.screenshot({ path: join(SCREENSHOTS, 'chat-menu.png') });
    await k.keyboard.press('Escape');

    await menu(i, 'Namaste neighbours!', 'Mark helpful');
    await row(k, 'Namaste neighbours!').getByText('1 helpful').waitFor();
    await row(i, 'Namaste neighbours!').getByText('1 helpful').waitFor();

    await menu(k, 'Namaste neighbours!', 'Edit');
    await edit(k, 'Namaste! Is the 12th Main water supply back yet?');
    await toast(k, 'Your message has been updated successfully.');
    const edited = row(i, 'Is the 12th Main water supply back yet?');
    await edited.getByText('(edited)').waitFor();
    await edited.getByText('1 helpful').waitFor();

    await menu(k, 'Tanker timings:', 'Delete');
    await toast(k, 'Your message has been deleted successfully.');
    await row(i, 'Tanker timings:').waitFor({ state: 'detached' });

    await menu(i, 'water supply back yet?', 'Report');
    await toast(i, 'Thank you for helping keep the community safe');

    // The alias is the author: no name or email anywhere in the chat.
    for (const page of [k, i]) {
      const text = (await panel(page).textContent()) ?? '';
      for (const leak of ['Kavya', 'Imran', 'Tester', kavya.email, imran.email])
        expect(text).not.toContain(leak);
    }
    await i.screenshot({ path: join(SCREENSHOTS, 'chat.png') });
    expect((await history()).map((m) => m.content)).toEqual([
      'Namaste! Is the 12th Main water supply back yet?',
      'Yes, since this morning.',
    ]);
    await Promise.all([k.context().close(), i.context().close()]);
  });

  it('shows a guest the messages and asks them to log in to send', async () => {
    const page = await chatPage(null);
    await connected(page);
    await row(page, 'Yes, since this morning.').waitFor();
    // Two messages, far fewer than the list holds: they sit at its bottom, above the composer, not at its top.
    const feed = page.getByRole('feed', { name: 'Chat messages' });
    expect(
      await feed.evaluate((el: Scroller & { clientHeight: number }) => el.scrollHeight <= el.clientHeight),
    ).toBe(true);
    const gapBelowNewest = async () => {
      const [newest, list] = [
        await row(page, 'Yes, since this morning.').boundingBox(),
        await feed.boundingBox(),
      ];
      return newest && list ? list.y + list.height - (newest.y + newest.height) : Number.POSITIVE_INFINITY;
    };
    await expect.poll(gapBelowNewest).toBeLessThan(40);
    await panel(page).getByText('Login Required').waitFor();
    await panel(page).getByText('Please log in to send messages in the live chat.').waitFor();
    const login = panel(page).getByRole('link', { name: 'Login' });
    expect(await login.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent(`/area/${areaId}?tab=chat`)}`,
    );
    expect(await panel(page).getByRole('textbox').count()).toBe(0);
    expect(
      await panel(page)
        .getByRole('button', { name: /^Actions for / })
        .count(),
    ).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'chat-guest.png') });

    // Fullscreen covers the window; Escape brings the panel back.
    await panel(page).getByRole('button', { name: 'Fullscreen' }).click();
    await expect.poll(async () => (await panel(page).boundingBox())?.height).toBe(1000);
    await page.keyboard.press('Escape');
    await panel(page).getByRole('button', { name: 'Fullscreen', pressed: false }).waitFor();
    expect((await panel(page).boundingBox())?.height).toBeLessThan(1000);
    await page.context().close();
  });

  it('gives a resident who drops and reconnects everything missed, nothing twice', async () => {
    // Ravi's socket goes through a proxy the test can cut; it records every frame the server sends.
    let reachable = true;
    const links: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    const frames: Json[][] = [];
    const r = await chatPage(ravi, (page) =>
      page.routeWebSocket(/\/ws$/, (ws) => {
        if (!reachable) return void ws.close({ code: 4000, reason: 'network down' });
        const server = ws.connectToServer();
        const received: Json[] = [];
        frames.push(received);
        server.onMessage((message) => {
          received.push(JSON.parse(String(message)));
          ws.send(message);
        });
        links.push({ page: ws, server });
      }),
    );
    const [k, i] = await Promise.all([chatPage(kavya), chatPage(imran)]);
    await Promise.all([connected(r), connected(k), connected(i)]);
    await row(r, 'Yes, since this morning.').waitFor();

    reachable = false;
    for (const link of links.splice(0)) {
      await link.server.close();
      await link.page.close();
    }
    await panel(r).getByText('Disconnected', { exact: true }).waitFor();
    expect(await panel(r).getByRole('textbox', { name: 'Message' }).isDisabled()).toBe(true);

    // Meanwhile the others keep talking.
    await send(k, 'Power cut on 5th Cross till 4 pm');
    await send(k, 'Update: power is back');
    await send(k, 'temp message');
    await row(i, 'Power cut on 5th Cross').waitFor();
    await menu(i, 'Power cut on 5th Cross', 'Mark helpful');
    await row(k, 'Power cut on 5th Cross').getByText('1 helpful').waitFor();
    await menu(k, 'Update: power is back', 'Edit');
    await edit(k, 'Update: power is back on 5th Cross');
    await toast(k, 'Your message has been updated successfully.');
    await menu(k, 'temp message', 'Delete');
    await toast(k, 'Your message has been deleted successfully.');
    expect(await row(r, 'Power cut').count()).toBe(0);

    reachable = true;
    await connected(r);
    await row(r, 'Power cut on 5th Cross till 4 pm').getByText('1 helpful').waitFor();
    await row(r, 'Update: power is back on 5th Cross').getByText('(edited)').waitFor();
    await send(i, 'Good, the lift works again.');
    await row(r, 'Good, the lift works again.').waitFor();

    // Exactly the server's messages, in order, each once (the list is short: every row is drawn).
    const server = (await history()).map((m) => m.content);
    expect(server).toHaveLength(5);
    await expect.poll(() => rows(r).locator('p').allTextContents()).toEqual(server);
    // The resume itself: the reconnected socket was sent only what came after the last revision seen.
    const [before, after] = frames as [Json[], Json[]];
    const seen = Math.max(...before.filter((f) => typeof f.revision === 'number').map((f) => f.revision));
    const replayed = after.filter((f) => f.type !== 'joined_channel' && typeof f.revision === 'number');
    expect(replayed.length).toBeGreaterThan(0);
    expect(replayed.every((f) => f.revision > seen)).toBe(true);
    const revisions = replayed.map((f) => f.revision);
    expect(new Set(revisions).size).toBe(revisions.length);
    await r.screenshot({ path: join(SCREENSHOTS, 'chat-reconnected.png') });
    await Promise.all([r.context().close(), k.context().close(), i.context().close()]);
  });
  it('stays smooth with 10,000 messages: few rows drawn, no jump on prepend, follows only at the bottom', async () => {
    // The history and the socket are played by the test, so the list can hold 10,000 messages.
    const FIRST = 1_000;
    const LAST = FIRST + 10_000 - 1;
    const synthetic = (revision: number) => ({
      id: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
      channelId,
      areaId,
      // Some rows are three lines: heights vary and are measured.
      content: `Synthetic message ${revision}${revision % 7 === 0 ? '\nwith a second line\nand a third' : ''}`,
      alias: `Neighbour${revision % 13}`,
      createdAt: new Date(Date.UTC(2025, 0, 1) + revision * 60_000).toISOString(),
      editedAt: null,
      helpfulCount: revision % 3,
      attachments: [],
      revision,
    });
    const range = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, n) => synthetic(from + n));
    let socket: WebSocketRoute | undefined;
    // The older page loads by itself as the reader nears the top (issue 21): it is held until the
    // row at the top has been measured.
    let releaseOlder: () => void = () => undefined;
    const olderHeld = new Promise<void>((resolve) => {
      releaseOlder = resolve;
    });
    const page = await chatPage(null, async (p) => {
      await p.route(new RegExp(`/api/channels/${channelId}/messages`), async (route) => {
        const older = new URL(route.request().url()).searchParams.has('before');
        if (older) await olderHeld;
        return route.fulfill({
          contentType: 'application/json',
          headers: {
            'X-Channel-Revision': String(LAST),
            ...(older ? {} : { 'X-Next-Cursor': String(FIRST) }),
          },
          body: JSON.stringify(older ? range(FIRST - 30, FIRST - 1) : range(FIRST, LAST)),
        });
      });
      await p.routeWebSocket(/\/ws$/, (ws) => {
        socket = ws;
        ws.onMessage((raw) => {
          const frame = JSON.parse(String(raw));
          if (frame.type !== 'join_channel') return;
          const joined = { channelId, areaId, alias: null, revision: frame.lastRevision, resumed: true };
          ws.send(JSON.stringify({ type: 'joined_channel', ...joined }));
          ws.send(JSON.stringify({ type: 'online_count', areaId, count: 42 }));
        });
      });
    });
    const push = (revision: number) =>
      socket?.send(JSON.stringify({ type: 'new_message', message: synthetic(revision), revision }));

    await row(page, `Synthetic message ${LAST}`).waitFor();
    const firstDrawnMs = await page.evaluate<number>('performance.now()');
    await panel(page).getByText('· 42 online').waitFor();
    await page.getByRole('tab', { name: /Chat\s*42\s*online/ }).waitFor();
    expect(await rows(page).count()).toBeLessThanOrEqual(40);

    // Scroll from the newest message to the oldest, a frame at a time.
    const scroll: Json = await page.evaluate(`(async () => {
      const feed = document.querySelector('[role="feed"]');
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const gaps = [];
      let most = 0;
      let last = performance.now();
      const step = Math.ceil(feed.scrollHeight / 400);
      for (let i = 0; i < 400 && feed.scrollTop > 0; i++) {
        feed.scrollTop = Math.max(0, feed.scrollTop - step);
        await frame();
        const now = performance.now();
        gaps.push(now - last);
        last = now;
        most = Math.max(most, feed.querySelectorAll('article').length);
      }
      for (let i = 0; i < 10; i++) { feed.scrollTop = 0; await frame(); }
      gaps.sort((a, b) => a - b);
      const at = (q) => Math.round(gaps[Math.min(gaps.length - 1, Math.floor(gaps.length * q))]);
      return { frames: gaps.length, p50: at(0.5), p95: at(0.95), max: at(1), most };
    })()`);
    console.log(
      `[measure] 10,000 chat messages: newest row drawn ${Math.round(firstDrawnMs)} ms after navigation; ` +
        `scrolled to the oldest in ${scroll.frames} frames, frame gap p50 ${scroll.p50} ms, p95 ${scroll.p95} ms, ` +
        `max ${scroll.max} ms; at most ${scroll.most} rows in the DOM`,
    );
    expect(scroll.most).toBeLessThanOrEqual(40);

    // Reaching the top asked for the older page, which is prepended; the row at the top stays where it was.
    const oldest = row(page, `Synthetic message ${FIRST}`);
    await oldest.waitFor();
    const feed = page.getByRole('feed', { name: 'Chat messages' });
    const offset = async () => ((await oldest.boundingBox())?.y ?? 0) - ((await feed.boundingBox())?.y ?? 0);
    const offsetBefore = await offset();
    releaseOlder();
    await page.getByRole('button', { name: 'Load more messages' }).waitFor({ state: 'detached' });
    await row(page, `Synthetic message ${FIRST - 1}`).waitFor({ state: 'attached' });
    await expect.poll(offset).toBeCloseTo(offsetBefore, 0);

    // At the bottom, a new message comes into view; scrolled up, the reader stays put.
    const inView = async (text: string) => {
      if ((await row(page, text).count()) === 0) return false;
      const [box, frame] = [await row(page, text).boundingBox(), await feed.boundingBox()];
      return !!box && !!frame && box.y >= frame.y - 1 && box.y + box.height <= frame.y + frame.height + 1;
    };
    await feed.evaluate(async (el: Scroller) => {
      // A few rounds: rows measured on the way down move the end.
      for (let i = 0; i < 5; i++) {
        el.scrollTop = el.scrollHeight;
        await new Promise((done) => setTimeout(done, 50));
      }
    });
    push(LAST + 1);
    await expect.poll(() => inView(`Synthetic message ${LAST + 1}`)).toBe(true);
    await feed.evaluate((el: Scroller) => {
      el.scrollTop -= 3000;
    });
    const read = () => feed.evaluate((el: Scroller) => ({ top: el.scrollTop, height: el.scrollHeight }));
    // Rows scrolled into view are measured and the list keeps them in place: let that settle first,
    // so what is compared below is the new message's effect alone.
    let settled = await read();
    await expect
      .poll(async () => {
        const now = await read();
        const still = now.top === settled.top && now.height === settled.height;
        settled = now;
        return still;
      })
      .toBe(true);
    const before = await read();
    push(LAST + 2);
    await expect.poll(async () => (await read()).height).toBeGreaterThan(before.height);
    expect(Math.abs((await read()).top - before.top)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'chat-10000.png') });
    await page.context().close();
  });
});
