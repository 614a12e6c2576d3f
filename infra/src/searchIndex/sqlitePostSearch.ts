import type Database from 'better-sqlite3';
import { decodeCursor, encodeCursor } from './cursor.js';
import { highlights } from './highlight.js';
import type { MemoryPostIndex } from './memoryPostIndex.js';
import { searchMemory } from './memoryPostSearch.js';
import { maxPostPage, type PostQuery, type PostResults } from './port.js';
import { parseQuery } from './query.js';
import type { GenerationTables } from './sqliteSchema.js';
import { prepared } from './sqliteStatements.js';
import { fold, tokenize } from './text.js';
import { clamp, normalizeInstant } from './validation.js';

type Db = Database.Database;

/** Checks the query before any index is read: a malformed cursor or date throws, a blank query finds nothing. */
export function prepareQuery(query: PostQuery) {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const from = query.from === undefined ? undefined : Date.parse(normalizeInstant(query.from, 'from'));
  const parsed = parseQuery(query.q);
  return {
    parsed,
    after,
    tokens: tokenize(query.q),
    limit: clamp(query.limit, 1, maxPostPage),
    filters: {
      ...(query.areaId !== undefined && { areaId: query.areaId }),
      ...(query.type !== undefined && { type: query.type }),
      ...(from !== undefined && { from }),
      ...(query.authorAlias !== undefined && { authorKey: fold(query.authorAlias.trim()) }),
    },
  };
}
export type PreparedQuery = ReturnType<typeof prepareQuery>;

/**
 * Ranks in memory (`memoryPostSearch.ts`), then reads only the page's rows
 * back from SQLite for their highlights. Call inside the read transaction the
 * index was caught up in, so the texts are those the ranking saw.
 */
export function searchPostsSqlite(
  db: Db,
  t: GenerationTables,
  index: MemoryPostIndex,
  query: PreparedQuery,
): PostResults {
  const { parsed } = query;
  const found = searchMemory(index, parsed, query.tokens, query.filters, query.limit, query.after);
  const rows = found.page.map((hit) => index.rows[hit.slot]!);
  const texts = new Map(
    prepared<[string], { n: number; title: string; content: string }>(
      db,
      `SELECT n, title, content FROM ${t.posts} WHERE n IN (SELECT value FROM json_each(?))`,
    )
      .all(JSON.stringify(rows))
      .map((row) => [row.n, row]),
  );
  const last = found.page.at(-1);
  return {
    hits: found.page.map((hit) => ({
      id: hit.id,
      score: hit.score,
      highlights: highlights(parsed, texts.get(index.rows[hit.slot]!)!, index.terms.stemOf),
    })),
    total: found.total,
    nextCursor: last && found.more ? encodeCursor({ score: last.score, id: last.id }) : null,
  };
}
