/**
 * HTTP command ingest through the real single node: `npm run bench:ingest`.
 * Upvotes over many posts at full speed and at fixed offered rates, one hot
 * post upvoted by many; beside them, in the same run, the same commands on
 * the write API alone (nothing else on its event loop) and the raw durable
 * insert loop on the same disk. Prints numbers; asserts nothing.
 * INGEST_CPU_PROF=<dir> writes the single node's CPU profiles there,
 * INGEST_PEER_CPU_PROF=<dir> the peer's.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { fileURLToPath } from 'node:url';
import { createSqliteEventStore } from '@mohalla/infra';
import { startProgress } from '../progress.js';
import { startNodeProcess } from './nodeProcess.js';
import { rawDurableInserts } from './rawInsert.js';
import { p99Of, rateOf, runScenarios, type ScenarioPlan, tableOf } from './scenarios.js';
import { seedResidents } from './seedResidents.js';
import { areaIds } from './setup.js';

const VOTERS = Number(process.env.INGEST_VOTERS ?? 5_000);
const RAW_SECONDS = 3;
const PLAN = {
  posts: 60,
  concurrency: Number(process.env.INGEST_CONCURRENCY ?? 64),
  fullSpeedSeconds: 8,
  rateSeconds: 5,
};
const writeOnlyScript = join(dirname(fileURLToPath(import.meta.url)), 'writeOnlyNode.ts');

async function votersIn(dataDir: string): Promise<string[]> {
  mkdirSync(dataDir);
  const seeding = startProgress('seeding voters', VOTERS);
  try {
    return await seedResidents(dataDir, VOTERS, seeding);
  } finally {
    seeding.stop();
  }
}

/** The areas the demo seed wrote, read from the log (the write API alone has no read side). */
async function areasInLog(dataDir: string): Promise<string[]> {
  const store = createSqliteEventStore({ path: join(dataDir, 'events.sqlite'), writerThread: false });
  try {
    const events = await store.readAll();
    return events.filter((e) => e.type === 'AreaCreated').map((e) => (e.data as { areaId: string }).areaId);
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-ingest-'));
  const loadBefore = loadavg();
  try {
    // The floor first, on an idle machine as far as this run goes: the same disk, fsync per commit.
    const rawOne = rawDurableInserts(dir, 1, RAW_SECONDS);
    const rawTwenty = rawDurableInserts(dir, 20, RAW_SECONDS);

    const singleDir = join(dir, 'single');
    const singleTokens = await votersIn(singleDir);
    const single = await startNodeProcess(singleDir, process.env.INGEST_CPU_PROF);
    const singleRows = await runScenarios(single, {
      ...PLAN,
      tokens: singleTokens,
      areaIds: () => areaIds(single.url),
      readSide: true,
      rates: [500, 1_500, 3_000],
    } satisfies ScenarioPlan).finally(() => single.stop());

    const peerDir = join(dir, 'write-only');
    const peerTokens = await votersIn(peerDir);
    const peer = await startNodeProcess(peerDir, process.env.INGEST_PEER_CPU_PROF, writeOnlyScript);
    const peerRows = await runScenarios(peer, {
      ...PLAN,
      tokens: peerTokens,
      areaIds: () => areasInLog(peerDir),
      readSide: false,
      rates: [1_500],
    } satisfies ScenarioPlan).finally(() => peer.stop());

    const loadAfter = loadavg();
    const at1500 = singleRows.find((row) => row.offered === 1_500)!;
    console.log(`\nHTTP command ingest, ${new Date().toISOString()}`);
    console.log(
      `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}; ${PLAN.concurrency} clients at full speed\n`,
    );
    console.log('The single node (npm start):\n');
    console.log(tableOf(singleRows));
    console.log('\nPeer: the write API alone, nothing else on its event loop:\n');
    console.log(tableOf(peerRows));
    console.log('\n| raw better-sqlite3 WAL insert, synchronous=FULL | rows/s |\n|---|---:|');
    console.log(
      `| 1 row a commit | ${Math.round(rawOne)} |\n| 20 rows a commit | ${Math.round(rawTwenty)} |`,
    );
    console.log(
      `RESULT ingest_cmd_per_s=${Math.round(rateOf(singleRows[0]!))} hot_post_cmd_per_s=${Math.round(rateOf(singleRows.at(-1)!))} raw_rows_per_s=${Math.round(rawOne)} raw_rows_per_s_20_a_commit=${Math.round(rawTwenty)} p99_ms_at_1500=${p99Of(at1500).toFixed(1)} node_cpu_us_per_cmd=${Math.round(singleRows[0]!.cpuMsPerCommand * 1000)} write_api_only_cmd_per_s=${Math.round(rateOf(peerRows[0]!))} write_api_only_p99_ms_at_1500=${p99Of(peerRows[1]!).toFixed(1)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
