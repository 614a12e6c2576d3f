/**
 * The web client on a phone: `npm run bench:web`. Each page is loaded cold
 * (no cache) RUNS times in Debian's Chromium on Lighthouse's slow-4G phone
 * profile (bench/src/web/pageLoad.ts) from the real single node, and the
 * medians are printed: bytes transferred (script, style, all), time to
 * first byte, first contentful paint and largest contentful paint. The same
 * run's floor is /robots.txt over the same link: a page with nothing to
 * fetch or run, so `FCP / floor` says what our own bytes and script cost
 * on top of the network. Prints numbers; asserts nothing.
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { markdownTable } from '../fanout/stats.js';
import { startProgress } from '../progress.js';
import { loadOnPhone, type PageLoad, SLOW_4G_PHONE } from './pageLoad.js';
import { startWebNode } from './webNode.js';

const RUNS = Number(process.env.WEB_RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : 'n/a');

interface PageRow {
  page: string;
  loads: PageLoad[];
}

function summarise({ page, loads }: PageRow) {
  const of = (pick: (load: PageLoad) => number | null) =>
    median(loads.map((load) => pick(load) ?? Number.NaN));
  const all = of((load) => Object.values(load.transferred).reduce((sum, bytes) => sum + bytes, 0));
  return {
    page,
    script: of((load) => load.transferred.script ?? 0),
    style: of((load) => load.transferred.stylesheet ?? 0),
    all,
    ttfb: of((load) => load.ttfbMs),
    fcp: of((load) => load.fcpMs),
    lcp: of((load) => load.lcpMs),
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const node = await startWebNode();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages: [string, string][] = [
      ['floor: /robots.txt', '/robots.txt'],
      ['landing', '/'],
      ['area', `/area/${node.areaId}`],
      ['search', '/search'],
      ['login', '/login'],
    ];
    const newContext = () =>
      browser.newContext({ viewport: SLOW_4G_PHONE.viewport, isMobile: true, hasTouch: true });
    const rows: PageRow[] = pages.map(([page]) => ({ page, loads: [] }));
    const progress = startProgress('cold loads on slow 4G', RUNS * pages.length);
    // Round by round, so a busy moment of the machine falls on every page alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [index, [, path]] of pages.entries()) {
        rows[index]!.loads.push(await loadOnPhone(newContext, `${node.url}${path}`));
        progress.advance(1);
      }
    }
    progress.stop();

    const [floor, ...summaries] = rows.map(summarise);
    const table = [floor!, ...summaries].map((row) => [
      row.page,
      kb(row.script),
      kb(row.style),
      kb(row.all),
      ms(row.ttfb),
      ms(row.fcp),
      ms(row.lcp),
      (row.fcp / floor!.fcp).toFixed(2),
    ]);
    console.log(
      `Cold loads on Lighthouse's slow-4G phone (${SLOW_4G_PHONE.latencyMs} ms RTT, 1.47 Mbit/s, CPU ×${SLOW_4G_PHONE.cpuSlowdown}, ${SLOW_4G_PHONE.viewport.width}×${SLOW_4G_PHONE.viewport.height}), median of ${RUNS}:\n`,
    );
    console.log(
      markdownTable(
        ['page', 'script KB', 'css KB', 'all KB', 'TTFB ms', 'FCP ms', 'LCP ms', 'FCP / floor'],
        table,
      ),
    );
    const loadAfter = loadavg();
    console.log(
      `\nload average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' ')}`,
    );
    const find = (name: string) => summaries.find((row) => row.page === name)!;
    const landing = find('landing');
    const area = find('area');
    console.log(
      `RESULT landing_script_kb=${kb(landing.script)} area_script_kb=${kb(area.script)} landing_fcp_ms=${ms(landing.fcp)} landing_lcp_ms=${ms(landing.lcp)} area_fcp_ms=${ms(area.fcp)} area_lcp_ms=${ms(area.lcp)} floor_fcp_ms=${ms(floor!.fcp)}`,
    );
  } finally {
    await browser.close();
    await node.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
