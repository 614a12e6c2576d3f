/**
 * Search index throughput and latency: `npm run bench:search`.
 *
 * Indexes a seeded synthetic corpus (SEARCH_BENCH_POSTS, default 100,000
 * posts in English, Hinglish and Indian place names) into each adapter: the
 * SQLite FTS5 index on a temporary file always, OpenSearch when
 * OPENSEARCH_URL is set (in indexes of its own, deleted afterwards). Prints
 * documents per second for a rebuild-style bulk fill and for live one-by-one
 * writes, and query latency (p50, p99) over exact-title, prefix, typo and
 * filtered queries. Prints numbers; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createOpenSearchIndex,
  createSqliteSearchIndex,
  type PostDocument,
  type SearchIndex,
  startProgressBar,
} from '@mohalla/infra';
import { corpusAreas, generatePost, seededRandom } from './corpus.js';
import { QUERY_KINDS, type QueryKind, queryFor } from './searchQueries.js';

const POSTS = Number(process.env.SEARCH_BENCH_POSTS ?? 100_000);
const BATCH = 1_000;
const LIVE_WRITES = 1_000;
const QUERIES_PER_KIND = 250;
const SEED = 7_2026;

interface Adapter {
  name: string;
  open(): Promise<SearchIndex>;
  cleanup(): Promise<void>;
}
interface WriteRow {
  adapter: string;
  operation: string;
  docs: number;
  seconds: number;
}
interface QueryRow {
  adapter: string;
  kind: QueryKind | 'all';
  queries: number;
  p50: number;
  p99: number;
  meanTotal: number;
}

function buildCorpus(): { corpus: PostDocument[]; live: PostDocument[] } {
  const random = seededRandom(SEED);
  const areas = corpusAreas(random);
  const progress = startProgressBar('Generating the corpus', POSTS + LIVE_WRITES, 'posts');
  const all: PostDocument[] = [];
  for (let i = 0; i < POSTS + LIVE_WRITES; i++) {
    all.push(generatePost(random, areas));
    if (i % 10_000 === 9_999) progress.increment(10_000);
  }
  progress.increment((POSTS + LIVE_WRITES) % 10_000);
  progress.finish();
  return { corpus: all.slice(0, POSTS), live: all.slice(POSTS) };
}

async function bulkFill(adapter: string, index: SearchIndex, corpus: PostDocument[]): Promise<WriteRow> {
  const progress = startProgressBar(`${adapter}: bulk fill`, corpus.length, 'posts');
  const started = performance.now();
  const generation = await index.createGeneration();
  for (let from = 0; from < corpus.length; from += BATCH) {
    const batch = corpus.slice(from, from + BATCH).map((doc, i) => ({ doc, position: from + i + 1 }));
    await generation.upsertPosts(batch);
    progress.increment(batch.length);
  }
  await index.activateGeneration(generation.id);
  const seconds = (performance.now() - started) / 1000;
  progress.finish();
  return { adapter, operation: `bulk fill, batches of ${BATCH}`, docs: corpus.length, seconds };
}

async function liveWrites(adapter: string, index: SearchIndex, docs: PostDocument[]): Promise<WriteRow> {
  const progress = startProgressBar(`${adapter}: live writes`, docs.length, 'posts');
  const started = performance.now();
  for (const [i, doc] of docs.entries()) {
    await index.upsertPost(doc, POSTS + i + 1);
    progress.increment();
  }
  const seconds = (performance.now() - started) / 1000;
  progress.finish();
  return { adapter, operation: 'live writes, one at a time', docs: docs.length, seconds };
}

const percentile = (sorted: number[], p: number) => sorted[Math.floor(p * (sorted.length - 1))] ?? 0;

async function queryLatency(
  adapter: string,
  index: SearchIndex,
  corpus: PostDocument[],
): Promise<QueryRow[]> {
  const random = seededRandom(SEED + 1);
  const about = () => corpus[Math.floor(random() * corpus.length)]!;
  for (let i = 0; i < 20; i++) await index.searchPosts(queryFor('prefix', random, about())); // warm up
  const progress = startProgressBar(`${adapter}: queries`, QUERIES_PER_KIND * QUERY_KINDS.length, 'queries');
  const rows: QueryRow[] = [];
  const everything: number[] = [];
  let allTotals = 0;
  for (const kind of QUERY_KINDS) {
    const times: number[] = [];
    let totals = 0;
    for (let i = 0; i < QUERIES_PER_KIND; i++) {
      const query = queryFor(kind, random, about());
      const started = performance.now();
      const results = await index.searchPosts(query);
      times.push(performance.now() - started);
      totals += results.total;
      progress.increment();
    }
    times.sort((a, b) => a - b);
    everything.push(...times);
    allTotals += totals;
    rows.push({
      adapter,
      kind,
      queries: times.length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      meanTotal: totals / times.length,
    });
  }
  progress.finish();
  everything.sort((a, b) => a - b);
  rows.push({
    adapter,
    kind: 'all',
    queries: everything.length,
    p50: percentile(everything, 0.5),
    p99: percentile(everything, 0.99),
    meanTotal: allTotals / everything.length,
  });
  return rows;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (c < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function adapters(): Adapter[] {
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-search-bench-'));
  const list: Adapter[] = [
    {
      name: 'SQLite FTS5',
      open: async () => createSqliteSearchIndex({ path: join(dir, 'search.sqlite') }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const url = process.env.OPENSEARCH_URL;
  if (!url) {
    console.error(
      '[skip] OpenSearch: OPENSEARCH_URL is not set (`npm run infra:up` starts one and prints it)',
    );
    return list;
  }
  const indexPrefix = `bench-search-${Date.now().toString(36)}`;
  list.push({
    name: 'OpenSearch',
    open: async () => createOpenSearchIndex({ url, indexPrefix, replicas: 0 }),
    cleanup: async () => {
      await fetch(`${url}/${indexPrefix}-*?expand_wildcards=all`, { method: 'DELETE' });
    },
  });
  return list;
}

const { corpus, live } = buildCorpus();
const writes: WriteRow[] = [];
const queries: QueryRow[] = [];
for (const adapter of adapters()) {
  const index = await adapter.open();
  try {
    writes.push(await bulkFill(adapter.name, index, corpus));
    writes.push(await liveWrites(adapter.name, index, live));
    queries.push(...(await queryLatency(adapter.name, index, corpus)));
  } finally {
    await index.close();
    await adapter.cleanup();
  }
}

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
console.log(`Search index on ${cpus().length} cores, Node ${process.versions.node}, ${n(POSTS)} posts\n`);
console.log(
  table(
    ['adapter', 'operation', 'posts', 'seconds', 'posts/second'],
    writes.map((w) => [w.adapter, w.operation, n(w.docs), n(w.seconds, 2), n(w.docs / w.seconds)]),
  ),
);
console.log();
console.log(
  table(
    ['adapter', 'queries', 'count', 'p50 ms', 'p99 ms', 'mean matches'],
    queries.map((q) => [q.adapter, q.kind, n(q.queries), n(q.p50, 1), n(q.p99, 1), n(q.meanTotal)]),
  ),
);
