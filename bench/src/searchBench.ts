/**
 * Search index throughput and latency: `npm run bench:search`.
 *
 * Indexes a seeded synthetic corpus (SEARCH_BENCH_POSTS, default 100,000
 * posts in English, Hinglish and Indian place names, words drawn by Zipf's
 * law from a 60,000-word vocabulary) into each adapter: the embedded SQLite
 * index on a temporary file always, OpenSearch when OPENSEARCH_URL is set
 * (in indexes of its own, deleted afterwards). Prints documents per second
 * for a rebuild-style bulk fill and for live one-by-one writes; for the
 * embedded index, the time and memory its first search takes to load the
 * posts into memory; query latency (p50, p99) over exact-title, prefix, typo
 * and filtered queries, alone and while another connection writes; and, as
 * the raw floor, reading a page's rows back by key. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  createOpenSearchIndex,
  createSqliteSearchIndex,
  type PostDocument,
  type SearchIndex,
  startProgressBar,
} from '@mohalla/infra';
import Database from 'better-sqlite3';
import { corpusAreas, generatePost, seededRandom } from './corpus.js';
import { benchQueries, floorLatency, type QueryRow, queryLatency } from './searchBenchQueries.js';
import { buildVocabulary, zipfSampler } from './vocabulary.js';

const POSTS = Number(process.env.SEARCH_BENCH_POSTS ?? 100_000);
const BATCH = 1_000;
const LIVE_WRITES = 1_000;
const QUERIES_PER_KIND = Number(process.env.SEARCH_BENCH_QUERIES ?? 250);
const SEED = 7_2026;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** Heap and typed-array bytes in use after a full collection. */
const usedBytes = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

interface WriteRow {
  adapter: string;
  operation: string;
  docs: number;
  seconds: number;
}

function buildCorpus() {
  const random = seededRandom(SEED);
  const areas = corpusAreas(random);
  const word = zipfSampler(buildVocabulary(random), random);
  const progress = startProgressBar('Generating the corpus', POSTS + LIVE_WRITES, 'posts');
  const all: PostDocument[] = [];
  for (let i = 0; i < POSTS + LIVE_WRITES; i++) {
    all.push(generatePost(random, areas, word));
    if (i % 10_000 === 9_999) progress.increment(10_000);
  }
  progress.increment((POSTS + LIVE_WRITES) % 10_000);
  progress.finish();
  return { corpus: all.slice(0, POSTS), live: all.slice(POSTS) };
}

/** Distinct folded words and the most frequent word's share: the corpus's vocabulary, as the index sees it. */
function vocabularyStats(corpus: readonly PostDocument[]) {
  const counts = new Map<string, number>();
  let words = 0;
  for (const post of corpus)
    for (const w of `${post.title} ${post.content}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
      counts.set(w, (counts.get(w) ?? 0) + 1);
      words++;
    }
  const top = Math.max(...counts.values());
  return { distinct: counts.size, words, topShare: top / words };
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
  progress.finish();
  return {
    adapter,
    operation: `bulk fill, batches of ${BATCH}`,
    docs: corpus.length,
    seconds: (performance.now() - started) / 1000,
  };
}

async function liveWrites(adapter: string, index: SearchIndex, docs: PostDocument[]): Promise<WriteRow> {
  const progress = startProgressBar(`${adapter}: live writes`, docs.length, 'posts');
  const started = performance.now();
  for (const [i, doc] of docs.entries()) {
    await index.upsertPost(doc, POSTS + i + 1);
    progress.increment();
  }
  progress.finish();
  return {
    adapter,
    operation: 'live writes, one at a time',
    docs: docs.length,
    seconds: (performance.now() - started) / 1000,
  };
}

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const { corpus, live } = buildCorpus();
const vocabulary = vocabularyStats(corpus);
const querySets = benchQueries(corpus, QUERIES_PER_KIND, SEED + 1);
const writes: WriteRow[] = [];
const queries: QueryRow[] = [];
const results: Record<string, string> = {};
const dir = mkdtempSync(join(tmpdir(), 'mohalla-search-bench-'));
let memory = '';
const loadBefore = loadavg();

// The embedded index.
{
  const path = join(dir, 'search.sqlite');
  const index = createSqliteSearchIndex({ path });
  const other = createSqliteSearchIndex({ path }); // another connection, as another process would hold
  try {
    writes.push(await bulkFill('embedded', index, corpus));
    writes.push(await liveWrites('embedded', index, live));
    const before = usedBytes();
    const started = performance.now();
    await index.searchPosts({ q: 'warm', limit: 1 }); // the first search loads the posts into memory
    const loadMs = performance.now() - started;
    const indexMb = (usedBytes() - before) / 2 ** 20;
    const held = index.memoryStats();
    for (const { queries } of querySets.slice(0, 1))
      for (const q of queries.slice(0, 20)) await index.searchPosts(q);
    const embedded = await queryLatency('embedded', index, querySets);
    const writing = await queryLatency('embedded', index, querySets, {
      label: 'while another process writes',
      between: async (i) => {
        const doc = corpus[i % corpus.length]!;
        await other.upsertPost({ ...doc, title: `${doc.title} update` }, POSTS + LIVE_WRITES + i + 1);
      },
    });
    const raw = new Database(path, { readonly: true });
    const active = (
      raw.prepare('SELECT value FROM search_meta WHERE key = ?').get('active') as { value: string }
    ).value;
    const page = raw.prepare(
      `SELECT n, title, content FROM search_${active}_posts WHERE n IN (SELECT value FROM json_each(?))`,
    );
    const random = seededRandom(SEED + 2);
    const floor = floorLatency('embedded', embedded.at(-1)!.queries, () => {
      page.all(JSON.stringify(Array.from({ length: 20 }, () => 1 + Math.floor(random() * POSTS))));
    });
    raw.close();
    queries.push(...embedded, ...writing, floor);
    const all = embedded.at(-1)!;
    Object.assign(results, {
      sqlite_query_p99_ms: all.p99.toFixed(1),
      sqlite_query_p50_ms: all.p50.toFixed(1),
      sqlite_query_p99_while_writing_ms: writing.at(-1)!.p99.toFixed(1),
      sqlite_floor_p99_ms: floor.p99.toFixed(2),
      sqlite_load_ms: loadMs.toFixed(0),
      sqlite_index_mb: indexMb.toFixed(0),
    });
    memory = held
      ? `${n(held.posts)} posts and ${n(held.terms)} distinct words; ${(held.typedBytes / 2 ** 20).toFixed(1)} MB of it in typed arrays (posting lists, per-post blocks, columns)`
      : '';
  } finally {
    await Promise.all([index.close(), other.close()]);
  }
}

// OpenSearch, when one is running.
const url = process.env.OPENSEARCH_URL;
if (!url) {
  console.error(
    '[skip] OpenSearch: OPENSEARCH_URL is not set, so there is no server to measure (`npm run infra:up` starts one and prints it)',
  );
  results.opensearch_query_p99_ms = 'skipped';
} else {
  const indexPrefix = `bench-search-${Date.now().toString(36)}`;
  const index = createOpenSearchIndex({ url, indexPrefix, replicas: 0 });
  try {
    writes.push(await bulkFill('OpenSearch', index, corpus));
    writes.push(await liveWrites('OpenSearch', index, live));
    const rows = await queryLatency('OpenSearch', index, querySets);
    queries.push(...rows);
    results.opensearch_query_p99_ms = rows.at(-1)!.p99.toFixed(1);
  } finally {
    await index.close();
    await fetch(`${url}/${indexPrefix}-*?expand_wildcards=all`, { method: 'DELETE' });
  }
}
rmSync(dir, { recursive: true, force: true });

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, c) => (c < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');

console.log(`Search index on ${cpus().length} cores, Node ${process.versions.node}, ${n(POSTS)} posts`);
console.log(
  `Corpus: ${n(vocabulary.words)} words, ${n(vocabulary.distinct)} distinct, the most frequent ${(vocabulary.topShare * 100).toFixed(1)}% of them`,
);
console.log(`Load average: ${load(loadBefore)} before, ${load(loadavg())} after\n`);
console.log(
  table(
    ['adapter', 'operation', 'posts', 'seconds', 'posts/second'],
    writes.map((w) => [w.adapter, w.operation, n(w.docs), n(w.seconds, 2), n(w.docs / w.seconds)]),
  ),
);
console.log(
  `\nembedded: the first search loads ${n(POSTS + LIVE_WRITES)} posts into memory in ${results.sqlite_load_ms} ms, holding ${results.sqlite_index_mb} MB (heap and typed arrays): ${memory}\n`,
);
console.log(
  table(
    ['adapter', 'queries', 'count', 'p50 ms', 'p99 ms', 'mean matches'],
    queries.map((q) => [q.adapter, q.kind, n(q.queries), n(q.p50, 2), n(q.p99, 2), n(q.meanTotal)]),
  ),
);
console.log(
  `\nRESULT ${Object.entries(results)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}`,
);
