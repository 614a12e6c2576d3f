/**
 * Reads through the real single node: `npm run bench:reads`. An area of
 * 3,000 posts; its thread list (`GET /api/areas/{id}/posts`, first page and
 * pages at a cursor) at full speed and at a fixed offered 1,000 req/s,
 * beside a single post (`GET /api/posts/{id}`), the same run's peer.
 * Prints numbers; asserts nothing. READS_CPU_PROF=<dir> writes the node's
 * CPU profile there.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedRate, fullSpeed, type LoadResult, percentile, type Read } from './ingest/loadGenerator.js';
import { startNodeProcess } from './ingest/nodeProcess.js';
import { startProgress } from './progress.js';
import { pageCursors, waitForProjections } from './reads/readSide.js';
import { seedArea } from './reads/seedArea.js';

const POSTS = Number(process.env.READS_POSTS ?? 3_000);
const CONCURRENCY = 16;
const FULL_SPEED_SECONDS = 5;
const RATE = 1_000;
const RATE_SECONDS = 10;

interface Row {
  read: string;
  result: LoadResult;
  offered?: number;
}

const sortedMs = (result: LoadResult) => [...result.latenciesMs].sort((a, b) => a - b);
const perSecond = (result: LoadResult) => Math.round(result.ok / result.seconds);

function tableOf(rows: readonly Row[]): string {
  const lines = [
    '| read | offered/s | ok | failed | req/s | p50 ms | p99 ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { read, result, offered } of rows) {
    const sorted = sortedMs(result);
    lines.push(
      `| ${read} | ${offered ?? 'max'} | ${result.ok} | ${result.failed} | ${perSecond(result)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-reads-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const loadBefore = loadavg();
  const rows: Row[] = [];
  try {
    const seeding = startProgress('seeding posts', POSTS);
    const { areaId, postIds } = await seedArea(dataDir, POSTS, seeding);
    seeding.stop();

    const node = await startNodeProcess(dataDir, process.env.READS_CPU_PROF);
    try {
      const url = node.url;
      const projecting = startProgress('projecting the log', POSTS);
      await waitForProjections(url, projecting);
      projecting.stop();
      const { posts, cursors } = await pageCursors(url, areaId, 50);
      if (posts !== POSTS) throw new Error(`the area lists ${posts} posts, not ${POSTS}`);

      const random = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
      const firstPage = (): Read => ({ get: `/api/areas/${areaId}/posts` });
      const atCursor = (): Read => ({ get: `/api/areas/${areaId}/posts?cursor=${random(cursors)}` });
      const onePost = (): Read => ({ get: `/api/posts/${random(postIds)}` });
      const base = new URL(url);
      const phase = async (read: string, next: () => Read, offered?: number) => {
        const seconds = offered ? RATE_SECONDS : FULL_SPEED_SECONDS;
        const progress = startProgress(read, offered ? offered * seconds : 3_000 * seconds);
        const result = offered
          ? await fixedRate(base, next, offered, seconds, progress)
          : await fullSpeed(base, next, CONCURRENCY, seconds, progress);
        progress.stop();
        if (result.firstError) console.error(`${read}: first failure: ${result.firstError}`);
        rows.push({ read, result, ...(offered ? { offered } : {}) });
      };

      await phase('area list, first page', firstPage);
      await phase('area list, at a cursor', atCursor);
      await phase('one post', onePost);
      await phase('area list, first page', firstPage, RATE);
      await phase('one post', onePost, RATE);
    } finally {
      await node.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const loadAfter = loadavg();
  const [areaFull, , postFull, areaAtRate] = rows.map((row) => row.result) as [
    LoadResult,
    LoadResult,
    LoadResult,
    LoadResult,
  ];
  console.log(`\nReads, single node, an area of ${POSTS} posts (pages of 20), ${new Date().toISOString()}`);
  console.log(
    `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}\n`,
  );
  console.log(tableOf(rows));
  console.log(
    `RESULT area_list_req_per_s=${perSecond(areaFull)} area_list_p99_ms_at_1000=${percentile(sortedMs(areaAtRate), 99).toFixed(1)} post_get_req_per_s=${perSecond(postFull)}`,
  );
}

await main();
