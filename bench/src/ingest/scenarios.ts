import { startProgress } from '../progress.js';
import { fixedRate, fullSpeed, type LoadResult, percentile, type Upvote } from './loadGenerator.js';
import type { NodeProcess } from './nodeProcess.js';
import { cpuSecondsOf } from './processCpu.js';
import { publishPost, signUp, waitForReadSide } from './setup.js';

export interface Row {
  scenario: string;
  result: LoadResult;
  offered?: number;
  /** CPU the node spent in the phase, per answered command. */
  cpuMsPerCommand: number;
  /** Share of one core this load generator used: near 1, it is what limits the rate. */
  clientCores: number;
}

export interface ScenarioPlan {
  /** Voters' bearer tokens; each upvotes each post at most once. */
  tokens: readonly string[];
  areaIds: () => Promise<string[]>;
  /** Whether the node has a read side to let catch up between phases. */
  readSide: boolean;
  posts: number;
  concurrency: number;
  fullSpeedSeconds: number;
  rates: readonly number[];
  rateSeconds: number;
}

/** Publishes the posts, then runs full speed, the fixed rates and the hot post against `node`. */
export async function runScenarios(node: NodeProcess, plan: ScenarioPlan): Promise<Row[]> {
  const { url } = node;
  const rows: Row[] = [];
  const authors = await Promise.all([signUp(url, 1), signUp(url, 2)]);
  const areas = await plan.areaIds();
  const posts: string[] = [];
  let position = 0;
  for (let n = 0; n < plan.posts + 1; n++) {
    const post = await publishPost(url, authors[n % 2]!, areas[n % areas.length]!, n);
    posts.push(post.id);
    position = Math.max(position, post.position);
  }
  const hotPost = posts.pop()!;
  if (plan.readSide) await waitForReadSide(url, position);

  // Every (voter, post) pair once: a repeated upvote appends nothing, and this measures appends.
  let pair = 0;
  const manyPosts = (): Upvote | undefined => {
    const n = pair++;
    const voter = Math.floor(n / posts.length);
    return voter < plan.tokens.length
      ? { token: plan.tokens[voter]!, postId: posts[n % posts.length]! }
      : undefined;
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
    if (plan.readSide) await waitForReadSide(url, result.maxPosition);
  };

  const label = `upvotes over ${posts.length} posts`;
  await phase(label, 6_000 * plan.fullSpeedSeconds, (p) =>
    fullSpeed(base, manyPosts, plan.concurrency, plan.fullSpeedSeconds, p),
  );
  for (const rate of plan.rates) {
    await phase(
      label,
      rate * plan.rateSeconds,
      (p) => fixedRate(base, manyPosts, rate, plan.rateSeconds, p),
      rate,
    );
  }
  let voter = 0;
  const hot = (): Upvote | undefined =>
    voter < plan.tokens.length ? { token: plan.tokens[voter++]!, postId: hotPost } : undefined;
  await phase('one hot post', plan.tokens.length, (p) =>
    fullSpeed(base, hot, plan.concurrency, plan.fullSpeedSeconds, p),
  );
  return rows;
}

export function tableOf(rows: readonly Row[]): string {
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

export const rateOf = (row: Row): number => row.result.ok / row.result.seconds;
export const p99Of = (row: Row): number =>
  percentile(
    [...row.result.latenciesMs].sort((a, b) => a - b),
    99,
  );
