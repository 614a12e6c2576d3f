/**
 * Reads through the real single node: `npm run bench:reads`. An area of
 * 3,000 posts; its thread list (`GET /api/areas/{id}/posts`, first page and
 * pages at a cursor) at full speed and at a fixed offered 1,000 req/s,
 * beside a single post (`GET /api/posts/{id}`), the same run's peer. Full
 * speed runs in alternating rounds, each read's best kept, and every row
 * says what a request cost the node in CPU, which a busy machine disturbs
 * far less than rates. Prints numbers; asserts nothing. READS_CPU_PROF=<dir>
 * writes the node's CPU profile there.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedRate, fullSpeed, type Read } from './ingest/loadGenerator.js';
import { startNodeProcess } from './ingest/nodeProcess.js';
import { startProgress } from './progress.js';
import { processCpuSeconds } from './reads/processCpu.js';
import { health, pageCursors, waitForProjections } from './reads/readSide.js';
import { bestFullSpeed, p99, perSecond, type Row, tableOf } from './reads/readsTable.js';
import { seedArea } from './reads/seedArea.js';

const POSTS = Number(process.env.READS_POSTS ?? 3_000);
const CONCURRENCY = 16;
const WARM_UP_SECONDS = 4;
const FULL_SPEED_SECONDS = 4;
const ROUNDS = 2;
const RATE = 1_000;
const RATE_SECONDS = 10;
const AREA = 'area list, first page';
const POST = 'one post';

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
      const projecting = startProgress('projecting the log', (await health(url)).logPosition);
      await waitForProjections(url, projecting);
      projecting.stop();
      const { posts, cursors } = await pageCursors(url, areaId, 50);
      if (posts !== POSTS) throw new Error(`the area lists ${posts} posts, not ${POSTS}`);

      const random = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
      const firstPage = (): Read => ({ get: `/api/areas/${areaId}/posts` });
      const atCursor = (): Read => ({ get: `/api/areas/${areaId}/posts?cursor=${random(cursors)}` });
      const onePost = (): Read => ({ get: `/api/posts/${random(postIds)}` });
      let turn = 0;
      const either = (): Read => (turn++ % 2 === 0 ? firstPage() : onePost());
      const base = new URL(url);
      const pid = node.process.pid!;
      const phase = async (
        read: string,
        next: () => Read,
        offered?: number,
        seconds = FULL_SPEED_SECONDS,
      ) => {
        const progress = startProgress(read, offered ? offered * RATE_SECONDS : 3_000 * seconds);
        const cpuBefore = processCpuSeconds(pid);
        const ownBefore = process.cpuUsage();
        const result = offered
          ? await fixedRate(base, next, offered, RATE_SECONDS, progress)
          : await fullSpeed(base, next, CONCURRENCY, seconds, progress);
        const cpuAfter = processCpuSeconds(pid);
        const own = process.cpuUsage(ownBefore);
        progress.stop();
        if (result.firstError) console.error(`${read}: first failure: ${result.firstError}`);
        const cpuMicros =
          cpuBefore === null || cpuAfter === null
            ? null
            : ((cpuAfter - cpuBefore) * 1e6) / Math.max(1, result.ok);
        const benchMicros = (own.user + own.system) / Math.max(1, result.ok);
        return { read, result, cpuMicros, benchMicros, ...(offered ? { offered } : {}) };
      };

      await phase('warm-up', either, undefined, WARM_UP_SECONDS);
      for (let round = 0; round < ROUNDS; round++) {
        rows.push(await phase(AREA, firstPage));
        rows.push(await phase(POST, onePost));
      }
      rows.push(await phase('area list, at a cursor', atCursor));
      rows.push(await phase(AREA, firstPage, RATE));
      rows.push(await phase(POST, onePost, RATE));
    } finally {
      await node.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const loadAfter = loadavg();
  const area = bestFullSpeed(rows, AREA);
  const post = bestFullSpeed(rows, POST);
  const areaAtRate = rows.find((row) => row.read === AREA && row.offered === RATE)!;
  console.log(`\nReads, single node, an area of ${POSTS} posts (pages of 20), ${new Date().toISOString()}`);
  console.log(
    `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}\n`,
  );
  console.log(tableOf(rows));
  const micros = (row: Row) => (row.cpuMicros === null ? 'n/a' : Math.round(row.cpuMicros));
  console.log(
    `RESULT area_list_req_per_s=${perSecond(area.result)} area_list_p99_ms_at_1000=${p99(areaAtRate.result).toFixed(1)} post_get_req_per_s=${perSecond(post.result)} area_list_cpu_us=${micros(area)} post_get_cpu_us=${micros(post)}`,
  );
}

await main();
