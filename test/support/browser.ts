import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningNode, startSingleNode } from './singleNode.js';

/**
 * Debian's Chromium, driven by playwright-core (`npx playwright install`
 * cannot download a browser on these machines). Override with CHROMIUM_PATH.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// No GPU, no QUIC, and nothing phoning home: tests must not depend on the network
// or on state left by a previous run.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  browser: Browser;
  /** The profile's own context. Prefer `browser.newContext()` per test for isolation. */
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Starts Chromium on a fresh profile in its own temporary directory (Playwright
 * only accepts a user data dir through a persistent context, not as an argument).
 * `close()` stops the browser and deletes the profile.
 */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'mohalla-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  const browser = context.browser();
  if (!browser) throw new Error('Chromium persistent context has no Browser handle');
  return {
    browser,
    context,
    async close() {
      await context.close().catch(() => {});
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Where browser tests keep their screenshots (CI keeps them as artifacts). */
export const SCREENSHOTS = join(import.meta.dirname, '../../.artifacts/screenshots');

/**
 * For a browser suite: starts the real single-node edition and Chromium once
 * (beforeAll) and stops both afterwards (afterAll). Read `app` and `chromium`
 * inside tests, once they have started.
 */
export function appInBrowser(): { readonly app: RunningNode; readonly chromium: LaunchedBrowser } {
  let app: RunningNode | undefined;
  let chromium: LaunchedBrowser | undefined;
  beforeAll(async () => {
    [app, chromium] = await Promise.all([
      startSingleNode(),
      launchBrowser(),
      mkdir(SCREENSHOTS, { recursive: true }),
    ]);
  });
  afterAll(async () => {
    await chromium?.close();
    await app?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is not started yet: read it inside a test`);
    return value;
  };
  return {
    get app() {
      return started(app, 'The app');
    },
    get chromium() {
      return started(chromium, 'Chromium');
    },
  };
}

/**
 * Opens the app at `appUrl` in `page` and signs in as `account` through the
 * login API, from the app's own origin: the answer sets the session cookie,
 * as the web app's own sign-in does.
 */
export async function signIn(
  page: Page,
  appUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(appUrl);
  const body = JSON.stringify({ email: account.email, password: account.password });
  // Source text: the test's TypeScript has no DOM types.
  const status = await page.evaluate<number>(`fetch('/api/auth/login', {
    method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: ${JSON.stringify(body)},
  }).then((res) => res.status)`);
  expect(status).toBe(200);
}

/**
 * Keeps a line for each API answer and each console error of a page, so a
 * wait that times out can say what the page asked and what it was told
 * (a CI failure otherwise shows only "waiting for ... to be visible").
 */
export function recordPageTraffic(page: Page): () => string {
  const lines: string[] = [];
  const started = Date.now();
  const at = () => `+${Date.now() - started}ms`;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      lines.push(`${at()} ${response.request().method()} ${url.pathname} → ${response.status()}`);
  });
  page.on('requestfailed', (request) =>
    lines.push(`${at()} ${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') lines.push(`${at()} console: ${message.text()}`);
  });
  return () => lines.join('\n');
}

/** Waits for `locator`; on timeout the error carries the page's recorded traffic. */
export async function waitShowingTraffic(locator: Locator, traffic: () => string): Promise<void> {
  try {
    await locator.waitFor();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nwhat the page asked and was told:\n${traffic()}`);
  }
}

/**
 * A toast in the toast list. Radix also announces a copy of its text for a
 * second in a hidden live region, so a bare getByText can match two elements
 * and fail Playwright's strict mode.
 */
export const toastItem = (page: Page, text: string): Locator =>
  page.locator('[role="region"] > ol > li').filter({ hasText: text }).first();
