import type { BrowserContext, CDPSession } from 'playwright-core';

/**
 * Lighthouse's mobile profile as DevTools applies it (its "devtools"
 * throttling constants for slow 4G): 562.5 ms round trip, 1.47 Mbit/s down,
 * 675 kbit/s up, and a CPU four times slower than this one.
 */
export const SLOW_4G_PHONE = {
  latencyMs: 562.5,
  downloadBytesPerSecond: (1_474.56 * 1024) / 8,
  uploadBytesPerSecond: (675 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

export interface PageLoad {
  /** Bytes on the wire (headers included), by the resource type Chromium gives. */
  transferred: Record<string, number>;
  ttfbMs: number;
  fcpMs: number | null;
  lcpMs: number | null;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G_PHONE.latencyMs,
    downloadThroughput: SLOW_4G_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_4G_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G_PHONE.cpuSlowdown });
}

/**
 * What the page itself recorded: bytes per resource as transferred (headers
 * included; same-origin, so Chromium gives them), navigation timing, first
 * contentful paint, and the last LCP candidate. Source text run in the page:
 * this workspace has no DOM types, and tsx would wrap a named function in a
 * helper the page does not have. Under CPU throttling Chromium reports the
 * first contentful paint late (after the network is idle): it waits for it,
 * and for 3 s without a new LCP candidate (a page first painted from its
 * HTML, the loading screen, goes on rendering after the network is idle),
 * at most 20 s.
 */
const PAGE_TIMINGS = `new Promise((resolve) => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const transferred = { document: navigation.transferSize };
  for (const entry of performance.getEntriesByType('resource')) {
    const type = /\\.js$/.test(entry.name) ? 'script' : /\\.css$/.test(entry.name) ? 'stylesheet' : entry.initiatorType;
    transferred[type] = (transferred[type] ?? 0) + entry.transferSize;
  }
  let fcp = null;
  let lcp = null;
  let lastCandidateAt = performance.now();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
    lastCandidateAt = performance.now();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const started = performance.now();
  const poll = setInterval(() => {
    const waited = performance.now() - started;
    const settled = fcp !== null && performance.now() - lastCandidateAt > 3000;
    if (!settled && waited < 20000) return;
    clearInterval(poll);
    resolve({ transferred, ttfbMs: navigation.responseStart, fcpMs: fcp, lcpMs: lcp });
  }, 100);
})`;

/** One cold load of `url` (a fresh context: no cache) on the slow-4G phone, measured. */
export async function loadOnPhone(newContext: () => Promise<BrowserContext>, url: string): Promise<PageLoad> {
  const context = await newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    return (await page.evaluate(PAGE_TIMINGS)) as PageLoad;
  } finally {
    await context.close();
  }
}
