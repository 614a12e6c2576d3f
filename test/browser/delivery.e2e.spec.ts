import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadOnPhone } from '../../bench/src/web/pageLoad.js';
import { appInBrowser } from '../support/browser.js';

/** Issue 21's budget for the landing page's script, as transferred (compressed, headers included). */
const LANDING_SCRIPT_BUDGET_BYTES = 150 * 1024;

/**
 * Records the content security policy violations a page reports, from its
 * first script on. (Page code is source text here: this program has no DOM types.)
 */
async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(`
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.policyViolations.push(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code') + ' (' + event.sourceFile + ')');
    });
  `);
  return () => page.evaluate<string[]>('window.policyViolations');
}

/** Bytes of script the page fetched, as transferred: Resource Timing's transferSize (same origin). */
const transferredScriptBytes = (page: Page) =>
  page.evaluate<number>(`performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js'))
    .reduce((sum, entry) => sum + entry.transferSize, 0)`);

describe('delivering the web client', () => {
  const suite = appInBrowser();

  it('sends the landing page brotli-compressed, hashed assets immutable, within its script budget', async () => {
    const context = await suite.chromium.browser.newContext();
    try {
      const page = await context.newPage();
      const assetAnswers: { url: string; encoding?: string; caching?: string; plainBytes?: number }[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
        const headers = response.headers();
        assetAnswers.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          caching: headers['cache-control'],
          plainBytes: headers['content-encoding'] ? undefined : Number(headers['content-length']),
        });
      });
      const violations = await recordPolicyViolations(page);
      await page.goto(suite.app.url, { waitUntil: 'networkidle' });

      const scripts = assetAnswers.filter((answer) => answer.url.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const answer of assetAnswers) {
        expect(answer.caching, answer.url).toBe('public, max-age=31536000, immutable');
      }
      // The build keeps no compressed copy of a file under 1 KB (web/build/precompressAssets.ts).
      for (const answer of scripts.filter(
        (script) => script.plainBytes === undefined || script.plainBytes >= 1024,
      )) {
        expect(answer.encoding, answer.url).toBe('br');
      }
      const scriptBytes = await transferredScriptBytes(page);
      console.log(`landing page script as transferred: ${(scriptBytes / 1024).toFixed(1)} KB`);
      expect(scriptBytes).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('reports no content security policy violation and logs no error on the pages a guest opens', async () => {
    const context = await suite.chromium.browser.newContext();
    try {
      for (const path of ['/', '/search?q=water', '/login', '/signup', '/terms']) {
        const page = await context.newPage();
        const violations = await recordPolicyViolations(page);
        // A failed request (the spec client's 401 for a guest's /api/auth/user) is logged as an error too.
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await page.goto(`${suite.app.url}${path}`, { waitUntil: 'networkidle' });
        expect(await violations(), path).toEqual([]);
        expect(errors, path).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('paints the landing page from its HTML before any script, then the script takes it over', async () => {
    const noScript = await suite.chromium.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(suite.app.url);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Connect with Your Neighbors Anonymously');
      expect(await page.getByRole('link', { name: 'Already have an account?' }).count()).toBe(1);
      // A button needs the script: until it has taken the page over, it says so rather than ignore a tap.
      expect(await page.getByRole('button', { name: 'Join Community Chat' }).isDisabled()).toBe(true);
      expect(await page.title()).toBe('Mohalla: Connect with Your Neighbors Anonymously');
      // Another screen's deep link paints the app's loading screen and names that screen's code.
      await page.goto(`${suite.app.url}/login`);
      expect(await page.getByRole('status').textContent()).toBe('Loading...');
      expect(
        await page.evaluate(
          '[...document.querySelectorAll("link[rel=modulepreload]")].some((l) => /LoginPage-/.test(l.href))',
        ),
      ).toBe(true);
    } finally {
      await noScript.close();
    }

    const context = await suite.chromium.browser.newContext();
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      await page.goto(suite.app.url, { waitUntil: 'networkidle' });
      expect(await page.getByRole('button', { name: 'Join Community Chat' }).isEnabled()).toBe(true);
      // A page the script took over follows its links itself: the window (and this mark) stays.
      await page.evaluate('window.sameDocument = true');
      await page.getByRole('link', { name: 'Already have an account?' }).click();
      await page.waitForURL(/\/login$/);
      expect(await page.evaluate('window.sameDocument')).toBe(true);
      expect(await page.evaluate('document.querySelectorAll("title").length')).toBe(1);
      // A hydration that did not match the HTML is reported on the console.
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('prints first contentful paint and LCP of a cold load on the slow-4G phone (measured, not asserted)', async () => {
    for (const path of ['/', '/login']) {
      const load = await loadOnPhone(() => suite.chromium.browser.newContext(), `${suite.app.url}${path}`);
      console.log(
        `slow 4G phone, ${path}: FCP ${load.fcpMs?.toFixed(0)} ms, LCP ${load.lcpMs?.toFixed(0)} ms`,
      );
      expect(load.fcpMs).not.toBeNull();
    }
  });
});
