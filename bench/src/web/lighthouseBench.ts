/**
 * Lighthouse on the web client: `npm run bench:lighthouse`. Starts the real
 * single node (demo seed on) as its own process and audits the landing,
 * area, search and login pages with Lighthouse's mobile (slow 4G, CPU ×4,
 * simulated) and desktop presets in Debian's Chromium, LIGHTHOUSE_RUNS times
 * each (default 3), and prints the medians: the four category scores, LCP,
 * CLS and total blocking time. The same run's peer is a page of one heading
 * served by a bare node:http server on loopback, with nothing to fetch or
 * run: the best this machine lets Lighthouse give. Prints numbers; asserts
 * nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { markdownTable } from '../fanout/stats.js';
import { startProgress } from '../progress.js';
import { startWebNode } from './webNode.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Audit {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Weighted audits that failed outside performance: what keeps those scores below 100. */
  failing: string[];
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, port: number, form: 'mobile' | 'desktop'): Promise<Audit> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    form === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
  ) as Audit['scores'];
  return {
    scores,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing: CATEGORIES.filter((name) => name !== 'performance').flatMap((name) =>
      (categories[name]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${name}: ${ref.id}`),
    ),
  };
}

/** The peer: a valid, tiny page with nothing to fetch or run. */
async function servePeerPage(): Promise<{ url: string; server: Server }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="The peer page of the Lighthouse bench."><title>Peer</title></head>' +
    '<body><main><h1>Your neighbourhood, anonymously</h1></main></body></html>';
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/robots.txt' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const node = await startWebNode();
  const peer = await servePeerPage();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages: [string, string][] = [
      ['peer: one heading', peer.url],
      ['landing', `${node.url}/`],
      ['area', `${node.url}/area/${node.areaId}`],
      ['search', `${node.url}/search?q=water`],
      ['login', `${node.url}/login`],
    ];
    const rows: string[][] = [];
    const results: Record<string, Audit> = {};
    const progress = startProgress('lighthouse audits', pages.length * 2 * RUNS);
    for (const form of ['mobile', 'desktop'] as const) {
      const runs = new Map<string, Audit[]>(pages.map(([page]) => [page, []]));
      // Round by round, so a busy moment of the machine falls on every page alike.
      for (let run = 0; run < RUNS; run++) {
        for (const [page, url] of pages) {
          runs.get(page)!.push(await audit(url, chrome.port, form));
          progress.advance(1);
        }
      }
      for (const [page, audits] of runs) {
        const of = (pick: (audit: Audit) => number) => median(audits.map(pick));
        const summary: Audit = {
          scores: Object.fromEntries(
            CATEGORIES.map((name) => [name, of((a) => a.scores[name])]),
          ) as Audit['scores'],
          lcpMs: of((a) => a.lcpMs),
          cls: of((a) => a.cls),
          tbtMs: of((a) => a.tbtMs),
          failing: [...new Set(audits.flatMap((a) => a.failing))],
        };
        results[`${form} ${page}`] = summary;
        rows.push([
          form,
          page,
          ...CATEGORIES.map((name) => String(summary.scores[name])),
          Math.round(summary.lcpMs).toLocaleString('en-US'),
          summary.cls.toFixed(3),
          Math.round(summary.tbtMs).toLocaleString('en-US'),
        ]);
      }
    }
    progress.stop();
    console.log(`Lighthouse 12, Chromium at ${CHROMIUM_PATH}, median of ${RUNS} runs:\n`);
    console.log(
      markdownTable(
        ['form', 'page', 'perf', 'a11y', 'best practices', 'SEO', 'LCP ms', 'CLS', 'TBT ms'],
        rows,
      ),
    );
    const failing = Object.entries(results).filter(([, audit]) => audit.failing.length > 0);
    if (failing.length > 0) console.log('\nFailed audits (any run):');
    for (const [key, audit] of failing) console.log(`- ${key}: ${audit.failing.join(', ')}`);
    const loadAfter = loadavg();
    console.log(
      `\nload average before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadAfter.map((n) => n.toFixed(2)).join(' ')}`,
    );
    const score = (key: string) => results[key]!.scores.performance;
    const worstMobile = Math.min(...pages.slice(1).map(([page]) => score(`mobile ${page}`)));
    const worstCls = Math.max(
      ...pages
        .slice(1)
        .flatMap(([page]) => [results[`mobile ${page}`]!.cls, results[`desktop ${page}`]!.cls]),
    );
    console.log(
      `RESULT mobile_perf_landing=${score('mobile landing')} mobile_perf_area=${score('mobile area')} mobile_perf_search=${score('mobile search')} mobile_perf_login=${score('mobile login')} mobile_perf_worst=${worstMobile} mobile_perf_peer=${score('mobile peer: one heading')} worst_cls=${worstCls.toFixed(3)}`,
    );
  } finally {
    chrome.kill();
    peer.server.close();
    await node.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
