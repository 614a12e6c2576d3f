import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser, SCREENSHOTS } from '../support/browser.js';

const UUID_PATH = /^\/area\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('choosing an area from the landing page', () => {
  const suite = appInBrowser();

  async function openPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await suite.chromium.browser.newContext({ viewport });
    return context.newPage();
  }

  it('takes a guest from the headline to the area they pick', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    await page.goto(suite.app.url);

    await page.getByRole('heading', { level: 1, name: 'Connect with Your Neighbors Anonymously' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'landing.png'), fullPage: true });

    await page.getByRole('button', { name: 'Join Community Chat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Your Area' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: /^Mumbai\b/ }).click();
    const areaButtons = dialog.getByRole('list', { name: 'Areas in Mumbai' }).getByRole('button');
    await areaButtons.first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Back to Cities' }).isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'dialog.png') });

    const areaName = (await areaButtons.first().textContent())?.trim() ?? '';
    expect(areaName).not.toBe('');
    await areaButtons.first().click();

    await page.waitForURL((url) => UUID_PATH.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: areaName }).waitFor();
    expect(await dialog.count()).toBe(0);
    expect(await page.getByRole('banner').textContent()).toContain('Mumbai');
    expect(
      await page
        .getByText(/^Mumbai, /)
        .first()
        .isVisible(),
    ).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'area.png'), fullPage: true });
    await page.context().close();
  });

  it('uses the short account labels on a phone', async () => {
    const page = await openPage({ width: 390, height: 844 });
    await page.goto(suite.app.url);
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await account.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/signup');
    await page.screenshot({ path: join(SCREENSHOTS, 'landing-mobile.png'), fullPage: true });
    await page.context().close();
  });

  it('answers an unknown path with the 404 page', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    await page.goto(`${suite.app.url}/no/such/lane`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connect with Your Neighbors Anonymously' }).waitFor();
    await page.context().close();
  });
});
