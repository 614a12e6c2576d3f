import { type LoadResult, percentile } from '../ingest/loadGenerator.js';

export interface Row {
  read: string;
  result: LoadResult;
  offered?: number;
  /** The node's CPU time per answered request, in microseconds (null without /proc). */
  cpuMicros: number | null;
  /** This process's CPU time per answered request (the load generator's own cost), in microseconds. */
  benchMicros: number;
}

const sortedMs = (result: LoadResult) => [...result.latenciesMs].sort((a, b) => a - b);
export const perSecond = (result: LoadResult) => Math.round(result.ok / result.seconds);
export const p99 = (result: LoadResult) => percentile(sortedMs(result), 99);

export function tableOf(rows: readonly Row[]): string {
  const lines = [
    '| read | offered/s | ok | failed | req/s | p50 ms | p99 ms | max ms | node CPU µs/req | bench CPU µs/req |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { read, result, offered, cpuMicros, benchMicros } of rows) {
    const sorted = sortedMs(result);
    const cells = [
      read,
      offered ?? 'max',
      result.ok,
      result.failed,
      perSecond(result),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      (sorted.at(-1) ?? 0).toFixed(1),
      cpuMicros === null ? 'n/a' : Math.round(cpuMicros),
      Math.round(benchMicros),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The row of `read` at full speed with the most requests a second (rounds alternate, the machine is shared). */
export function bestFullSpeed(rows: readonly Row[], read: string): Row {
  const candidates = rows.filter((row) => row.read === read && row.offered === undefined);
  return candidates.reduce((best, row) => (perSecond(row.result) > perSecond(best.result) ? row : best));
}
