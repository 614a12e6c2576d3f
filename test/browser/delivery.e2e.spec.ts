import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
});
