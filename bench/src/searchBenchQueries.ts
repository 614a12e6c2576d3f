import type { PostDocument, PostQuery, SearchIndex } from '@mohalla/infra';
import { startProgressBar } from '@mohalla/infra';
import { seededRandom } from './corpus.js';
import { QUERY_KINDS, type QueryKind, queryFor } from './searchQueries.js';

export interface QueryRow {
  adapter: string;
  kind: QueryKind | 'all' | 'while another process writes' | 'floor: page rows read by key';
  queries: number;
  p50: number;
  p99: number;
  meanTotal: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? 0;

function row(adapter: string, kind: QueryRow['kind'], times: number[], totals: number): QueryRow {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    adapter,
    kind,
    queries: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    meanTotal: totals / Math.max(1, sorted.length),
  };
}

/** The same seeded queries for every adapter: so many of each kind, about random posts of the corpus. */
export function benchQueries(corpus: readonly PostDocument[], perKind: number, seed: number) {
  const random = seededRandom(seed);
  const about = () => corpus[Math.floor(random() * corpus.length)]!;
  return QUERY_KINDS.map((kind) => ({
    kind,
    queries: Array.from({ length: perKind }, () => queryFor(kind, random, about())),
  }));
}

/**
 * Latency per query kind and over all of them. `between`, when given, runs
 * before each query and is not timed (another process's write, say), and
 * the rows are reported under that name alone.
 */
export async function queryLatency(
  adapter: string,
  index: SearchIndex,
  sets: ReturnType<typeof benchQueries>,
  options: { label?: QueryRow['kind']; between?: (i: number) => Promise<void> } = {},
): Promise<QueryRow[]> {
  const count = sets.reduce((n, s) => n + s.queries.length, 0);
  const progress = startProgressBar(`${adapter}: ${options.label ?? 'queries'}`, count, 'queries');
  const rows: QueryRow[] = [];
  const all: number[] = [];
  let allTotals = 0;
  let i = 0;
  for (const { kind, queries } of sets) {
    const times: number[] = [];
    let totals = 0;
    for (const query of queries) {
      await options.between?.(i++);
      const started = performance.now();
      totals += (await index.searchPosts(query)).total;
      times.push(performance.now() - started);
      progress.increment();
    }
    if (!options.label) rows.push(row(adapter, kind, times, totals));
    all.push(...times);
    allTotals += totals;
  }
  progress.finish();
  rows.push(row(adapter, options.label ?? 'all', all, allTotals));
  return rows;
}

/** Times `read` once per query: the raw floor a page costs (its rows read back by key), beside the queries. */
export function floorLatency(adapter: string, queries: number, read: (i: number) => void): QueryRow {
  const times: number[] = [];
  for (let i = 0; i < queries; i++) {
    const started = performance.now();
    read(i);
    times.push(performance.now() - started);
  }
  return row(adapter, 'floor: page rows read by key', times, 0);
}

export type { PostQuery };
