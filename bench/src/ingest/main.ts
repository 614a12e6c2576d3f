/**
 * HTTP command ingest through the real single node: `npm run bench:ingest`.
 * Upvotes over many posts at full speed and at fixed offered rates, one hot
 * post upvoted by many, and beside them the raw durable insert loop on the
 * same disk. Prints numbers; asserts nothing. INGEST_CPU_PROF=<dir> writes
 * the node's CPU profile there.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProgress } from '../progress.js';
import { fixedRate, fullSpeed, type LoadResult, percentile, type Upvote } from './loadGenerator.js';
import { startNodeProcess } from './nodeProcess.js';
import { cpuSecondsOf } from './processCpu.js';
import { rawDurableInserts } from './rawInsert.js';
import { seedResidents } from './seedResidents.js';
import { areaIds, publishPost, signUp, waitForReadSide } from './setup.js';

const VOTERS = Number(process.env.INGEST_VOTERS ?? 5_000);
const POSTS = 60;
const CONCURRENCY = Number(process.env.INGEST_CONCURRENCY ?? 64);
const FULL_SPEED_SECONDS = 8;
const RATES = [500, 1_500, 3_000];
const RATE_SECONDS = 5;
const RAW_SECONDS = 3;

interface Row {
  scenario: string;
  result: LoadResult;
  offered?: number;
  /** CPU the node spent in the phase, per answered command. */
  cpuMsPerCommand: number;
  /** Share of one core this load generator used: near 1, it is what limits the rate. */
  clientCores: number;
}

function tableOf(rows: readonly Row[]): string {
  const lines = [
    '| scenario | offered/s | ok | failed | cmd/s | p50 ms | p99 ms | max ms | node CPU ms/cmd | load generator cores |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { scenario, result, offered, cpuMsPerCommand, clientCores } of rows) {
    const sorted = [...result.latenciesMs].sort((a, b) => a - b);
    lines.push(
      `| ${scenario} | ${offered ?? 'max'} | ${result.ok} | ${result.failed} | ${Math.round(result.ok / result.seconds)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | ${cpuMsPerCommand.toFixed(3)} | ${clientCores.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-ingest-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  const loadBefore = loadavg();
  try {
    // The floor first, on an idle node: the same disk, fsync per commit.
    const rawOne = rawDurableInserts(dir, 1, RAW_SECONDS);
    const rawTwenty = rawDurableInserts(dir, 20, RAW_SECONDS);

    const seeding = startProgress('seeding voters', VOTERS);
    const tokens = await seedResidents(dataDir, VOTERS, seeding);
    seeding.stop();

    const node = await startNodeProcess(dataDir, process.env.INGEST_CPU_PROF);
    const rows: Row[] = [];
    try {
      const url = node.url;
      const authors = await Promise.all([signUp(url, 1), signUp(url, 2)]);
      const areas = await areaIds(url);
      const posts: string[] = [];
      let position = 0;
      for (let n = 0; n < POSTS + 1; n++) {
        const post = await publishPost(url, authors[n % 2]!, areas[n % areas.length]!, n);
        posts.push(post.id);
        position = Math.max(position, post.position);
      }
      const hotPost = posts.pop()!;
      await waitForReadSide(url, position);

      // Every (voter, post) pair once: a repeated upvote appends nothing, and this measures appends.
      let pair = 0;
      const manyPosts = (): Upvote | undefined => {
        const n = pair++;
        const voter = Math.floor(n / POSTS);
        return voter < tokens.length ? { token: tokens[voter]!, postId: posts[n % POSTS]! } : undefined;
      };
      const base = new URL(url);
      const phase = async (
        scenario: string,
        total: number,
        run: (p: ReturnType<typeof startProgress>) => Promise<LoadResult>,
        offered?: number,
      ) => {
        const progress = startProgress(scenario, total);
        const cpuBefore = cpuSecondsOf(node.process.pid!);
        const clientBefore = process.cpuUsage();
        const result = await run(progress);
        const cpuMsPerCommand = ((cpuSecondsOf(node.process.pid!) - cpuBefore) * 1000) / result.ok;
        const client = process.cpuUsage(clientBefore);
        const clientCores = (client.user + client.system) / 1e6 / result.seconds;
        progress.stop();
        rows.push({ scenario, result, cpuMsPerCommand, clientCores, ...(offered ? { offered } : {}) });
        if (result.firstError) console.error(`${scenario}: first failure: ${result.firstError}`);
        await waitForReadSide(url, result.maxPosition);
      };

      await phase('upvotes over 60 posts', 6_000 * FULL_SPEED_SECONDS, (p) =>
        fullSpeed(base, manyPosts, CONCURRENCY, FULL_SPEED_SECONDS, p),
      );
      for (const rate of RATES) {
        await phase(
          `upvotes over 60 posts`,
          rate * RATE_SECONDS,
          (p) => fixedRate(base, manyPosts, rate, RATE_SECONDS, p),
          rate,
        );
      }
      let voter = 0;
      const hot = (): Upvote | undefined =>
        voter < tokens.length ? { token: tokens[voter++]!, postId: hotPost } : undefined;
      await phase('one hot post', tokens.length, (p) =>
        fullSpeed(base, hot, CONCURRENCY, FULL_SPEED_SECONDS, p),
      );
    } finally {
      await node.stop();
    }

    const loadAfter = loadavg();
    const full = rows[0]!.result;
    const hotRow = rows.at(-1)!.result;
    const at1500 = rows.find((row) => row.offered === 1_500)!.result;
    console.log(`\nHTTP command ingest, single node, ${new Date().toISOString()}`);
    console.log(
      `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}\n`,
    );
    console.log(tableOf(rows));
    console.log('\n| raw better-sqlite3 WAL insert, synchronous=FULL | rows/s |\n|---|---:|');
    console.log(
      `| 1 row a commit | ${Math.round(rawOne)} |\n| 20 rows a commit | ${Math.round(rawTwenty)} |`,
    );
    const p99At1500 = percentile(
      [...at1500.latenciesMs].sort((a, b) => a - b),
      99,
    );
    console.log(
      `RESULT ingest_cmd_per_s=${Math.round(full.ok / full.seconds)} hot_post_cmd_per_s=${Math.round(hotRow.ok / hotRow.seconds)} raw_rows_per_s=${Math.round(rawOne)} raw_rows_per_s_20_a_commit=${Math.round(rawTwenty)} p99_ms_at_1500=${p99At1500.toFixed(1)} node_cpu_us_per_cmd=${Math.round(rows[0]!.cpuMsPerCommand * 1000)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
