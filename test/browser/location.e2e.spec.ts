import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpResident } from '../support/accounts.js';
import { appInBrowser, SCREENSHOTS } from '../support/browser.js';
import { request } from '../support/http.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const AREA_PATH = new RegExp(`^/area/(${UUID})$`);

// Bandra West, one of the seeded Mumbai neighbourhoods.
const BANDRA = { latitude: 19.0612, longitude: 72.8322 };
// Shillong: a real town Mohalla has no area for.
const SHILLONG = { latitude: 25.5788, longitude: 91.8933 };

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('location and the area page', () => {
  const suite = appInBrowser();

  async function located(
    position: { latitude: number; longitude: number } | null,
    viewport = DESKTOP,
  ): Promise<{ context: BrowserContext; page: Page }> {
    // Reduced motion: sheets and dialogs are screenshotted where they settle, not mid-slide.
    const context = await suite.chromium.browser.newContext({ viewport, reducedMotion: 'reduce' });
    if (position) {
      await context.grantPermissions(['geolocation'], { origin: suite.app.url });
      await context.setGeolocation(position);
    } else {
      // No grant: headless Chromium answers the request with "denied".
      await context.clearPermissions();
    }
    return { context, page: await context.newPage() };
  }

  async function joinFromLanding(page: Page): Promise<void> {
    await page.goto(suite.app.url);
    await page.getByRole('heading', { level: 1, name: 'Connect with Your Neighbors Anonymously' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Join Community Chat' }).click();
  }

  it('takes a resident standing in Bandra West to its area page', async () => {
    const { context, page } = await located(BANDRA);
    await joinFromLanding(page);

    await page.waitForURL((url) => AREA_PATH.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Bandra West' }).waitFor();
    const areaId = AREA_PATH.exec(new URL(page.url()).pathname)?.[1];
    const reverse = await request(
      suite.app.url,
      'GET',
      `/api/geo/reverse?lat=${BANDRA.latitude}&lon=${BANDRA.longitude}`,
    );
    expect(areaId).toBe(reverse.body.areaId);

    // The header names the area's state and city; the sidebar and tabs are there.
    expect(await page.getByRole('banner').textContent()).toContain('Maharashtra · Mumbai');
    await page.getByRole('heading', { name: 'Popular Topics' }).waitFor();
    await page.getByRole('button', { name: /^Food/ }).click();
    await page.waitForURL((url) => url.searchParams.get('topic') === 'food');
    await page.getByRole('button', { name: /^All Topics/ }).click();
    await page.getByRole('tab', { name: /Threads/ }).waitFor();
    await page.getByText('No threads yet').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'area-desktop.png'), fullPage: true });

    // The Chat tab is the area's live chat: connected, empty in a fresh area, read-only for a guest.
    await page.getByRole('tab', { name: /Chat/ }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'chat');
    const chat = page.getByRole('region', { name: 'Live chat' });
    await chat.getByRole('heading', { name: 'Live Chat' }).waitFor();
    await chat.getByText('Connected', { exact: true }).waitFor();
    // Beside the feed, not in it: a feed holds only articles (issue 21 point 8).
    await chat.getByText('No messages yet').waitFor();
    expect(await chat.getByRole('feed').count()).toBe(0);
    await chat.getByText('Please log in to send messages in the live chat.').waitFor();
    expect(await chat.getByRole('textbox', { name: 'Message' }).count()).toBe(0);

    // Guests who try to start a thread are asked to sign in.
    await page.getByRole('tab', { name: /Threads/ }).click();
    await page.getByRole('button', { name: 'Create First Thread' }).click();
    await page.getByText('You need to login to create a post. Would you like to login now?').waitFor();
    await page.keyboard.press('Escape');

    // Back on the landing page (topic and tab changes replace history), the
    // debug panel shows what was detected.
    await page.goBack();
    const panel = page.getByRole('complementary', { name: 'Detected location' });
    await panel.getByText('Bandra West').waitFor();
    expect(await panel.textContent()).toContain('19.0612, 72.8322');
    await page.screenshot({ path: join(SCREENSHOTS, 'landing-debug-panel.png') });
    await context.close();
  });

  it('lays the area page out for a phone, with its menus', async () => {
    const { context, page } = await located(BANDRA, PHONE);
    await joinFromLanding(page);
    await page.waitForURL((url) => AREA_PATH.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Bandra West' }).waitFor();
    await page.getByRole('tab', { name: /Threads/ }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'area-mobile.png') });

    await page.getByRole('button', { name: 'Community' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bandra West' });
    await sheet.getByText('Online').waitFor();
    await sheet.getByRole('button', { name: 'Create Thread' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'area-mobile-menu.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('No users online').waitFor();
    await menu.getByRole('link', { name: 'Terms of Service' }).waitFor();
    await menu.getByRole('heading', { name: 'Quick Actions' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'header-mobile-menu.png') });
    await menu.getByRole('button', { name: 'Location' }).click();
    await page.getByRole('dialog', { name: 'Choose Your Area' }).waitFor();
    await context.close();
  });

  it('never dead-ends when location is denied: the chooser and the manual location lead on', async () => {
    const { context, page } = await located(null);
    await joinFromLanding(page);

    // The chooser says why and offers the list, another try, or typing the place.
    const chooser = page.getByRole('dialog', { name: 'Choose Your Area' });
    await chooser.getByText(/Location access is blocked/).waitFor();
    await chooser.getByRole('button', { name: /^Mumbai\b/ }).waitFor();
    await chooser.getByRole('button', { name: 'Enter Manually' }).click();

    const manual = page.getByRole('dialog', { name: 'Set Manual Location' });
    await manual.waitFor();
    const setLocation = manual.getByRole('button', { name: 'Set Location' });
    expect(await setLocation.isDisabled()).toBe(true);
    await manual.getByLabel('City').fill('Mumbai');
    expect(await setLocation.isDisabled()).toBe(true);
    await manual.getByLabel('Area').fill('bandra west');
    expect(await setLocation.isDisabled()).toBe(false);
    await page.screenshot({ path: join(SCREENSHOTS, 'manual-location.png') });
    await setLocation.click();

    await page.waitForURL((url) => AREA_PATH.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Bandra West' }).waitFor();
    await context.close();
  });

  it('searches cities and places in the chooser', async () => {
    const { context, page } = await located(BANDRA);
    await joinFromLanding(page);
    await page.waitForURL((url) => AREA_PATH.test(url.pathname));
    await page.getByRole('button', { name: /Location: / }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose Your Area' });
    await chooser.getByRole('heading', { name: 'Current Location' }).waitFor();
    await chooser.getByText('19.0612').waitFor();

    await chooser.getByRole('button', { name: 'Show Search' }).click();
    const search = chooser.getByRole('searchbox', { name: 'Search cities and areas' });
    await search.fill('nagar');
    const results = chooser.getByRole('list', { name: 'Search results' }).getByRole('button');
    await results.first().waitFor();
    expect(await results.count()).toBeLessThanOrEqual(10);
    await page.screenshot({ path: join(SCREENSHOTS, 'chooser-search.png') });

    await search.fill('zzqx');
    await chooser.getByText('No results found for "zzqx"').waitFor();
    await search.fill('Koramangala');
    await chooser.getByRole('button', { name: /^Koramangala/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Koramangala' }).waitFor();
    await context.close();
  });

  it('creates the area of a signed-in resident somewhere new, once, and takes them there', async () => {
    const resident = await signUpResident(suite.app, 'Ibahun');
    const { context, page } = await located(SHILLONG);
    const login = await context.request.post(`${suite.app.url}/api/auth/login`, {
      data: { email: resident.email, password: resident.password },
    });
    expect(login.ok()).toBe(true);

    await joinFromLanding(page);
    await page.waitForURL((url) => AREA_PATH.test(url.pathname), { timeout: 20_000 });
    const reverse = await request(
      suite.app.url,
      'GET',
      `/api/geo/reverse?lat=${SHILLONG.latitude}&lon=${SHILLONG.longitude}`,
    );
    const place = reverse.body.area ?? reverse.body.city;
    await page.getByRole('heading', { level: 1, name: place }).waitFor();
    const firstId = AREA_PATH.exec(new URL(page.url()).pathname)?.[1];

    // Pressing again finds the same area (now known to the server): no second one.
    await page.goto(suite.app.url);
    await page.getByRole('main').getByRole('button', { name: 'Join Community Chat' }).click();
    await page.waitForURL((url) => AREA_PATH.test(url.pathname));
    expect(AREA_PATH.exec(new URL(page.url()).pathname)?.[1]).toBe(firstId);
    const areas = await request(suite.app.url, 'GET', '/api/areas');
    expect((areas.body as { name: string }[]).filter((a) => a.name === place)).toHaveLength(1);
    await context.close();
  });
});
