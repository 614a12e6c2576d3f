import type Database from 'better-sqlite3';
import { decodeCursor, encodeCursor, isAfter } from './cursor.js';
import { highlights } from './highlight.js';
import { maxPostPage, type PostQuery, type PostResults } from './port.js';
import { type ParsedQuery, parseQuery, type QueryWord } from './query.js';
import { scorePost } from './scoring.js';
import type { GenerationTables } from './sqliteSchema.js';
import { prepared } from './sqliteStatements.js';
import { ftsString, typoCandidates } from './sqliteTerms.js';
import { fold } from './text.js';
import { clamp, normalizeInstant } from './validation.js';

type Db = Database.Database;

/** The FTS5 expression for one query word: any of its forms in title or content, or its stem. */
function wordExpression(db: Db, t: GenerationTables, word: QueryWord): string {
  const forms = [word.word, ...(word.fuzzy ? typoCandidates(db, t, word.word) : [])].map(ftsString);
  if (word.prefix) forms.push(`${ftsString(word.word)}*`);
  return `({title content} : (${forms.join(' OR ')})) OR (stems : ${ftsString(word.stem)})`;
}

function filterSql(query: PostQuery): { sql: string; params: Record<string, string> } {
  const clauses: string[] = [];
  const params: Record<string, string> = {};
  if (query.areaId !== undefined) {
    clauses.push('p.areaId = @areaId');
    params.areaId = query.areaId;
  }
  if (query.type !== undefined) {
    clauses.push('p.type = @type');
    params.type = query.type;
  }
  if (query.from !== undefined) {
    clauses.push('p.createdAt >= @from');
    params.from = normalizeInstant(query.from, 'from');
  }
  if (query.authorAlias !== undefined) {
    clauses.push('p.authorKey = @authorKey');
    params.authorKey = fold(query.authorAlias.trim());
  }
  return { sql: clauses.map((c) => ` AND ${c}`).join(''), params };
}

/**
 * The rowids of the posts that match enough query words: one FTS5 query per
 * word, counted per post (measured faster than one query ANDing the words'
 * expressions). Without filters the FTS table alone answers (removed posts
 * have no FTS row); with filters each match is joined with its post row.
 */
function candidateRows(db: Db, t: GenerationTables, query: PostQuery, parsed: ParsedQuery): number[] {
  const filters = filterSql(query);
  const statement = prepared<[Record<string, string>], number>(
    db,
    filters.sql === ''
      ? `SELECT rowid FROM ${t.postsFts} WHERE ${t.postsFts} MATCH @match`
      : `SELECT ${t.postsFts}.rowid FROM ${t.postsFts} JOIN ${t.posts} p ON p.n = ${t.postsFts}.rowid
         WHERE ${t.postsFts} MATCH @match AND p.live = 1${filters.sql}`,
  ).pluck();
  const counts = new Map<number, number>();
  for (const word of parsed.words) {
    const match = wordExpression(db, t, word);
    for (const n of statement.all({ ...filters.params, match })) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return [...counts].filter(([, c]) => c >= parsed.required).map(([n]) => n);
}

/**
 * Candidates from FTS5 (`candidateRows`), then scored in process
 * (`scoring.ts`). Exact, but it scores every match: fine for the
 * single-node edition's scale (see the benchmarks), not meant for millions.
 */
export function searchPostsSqlite(db: Db, t: GenerationTables, query: PostQuery): PostResults {
  const limit = clamp(query.limit, 1, maxPostPage);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const parsed = parseQuery(query.q);
  if (parsed.words.length === 0) return { hits: [], total: 0, nextCursor: null };

  // Scored from the words as indexed (folded, with their stems): no tokenizing or stemming per search.
  const rows = prepared<
    [string],
    { n: number; id: string; titleKey: string; title: string; content: string; stems: string }
  >(
    db,
    `SELECT p.n, p.id, p.titleKey, f.title, f.content, f.stems
     FROM ${t.posts} p JOIN ${t.postsFts} f ON f.rowid = p.n
     WHERE p.n IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(candidateRows(db, t, query, parsed)));
  const ranked = rows
    .map((row) => {
      const words = {
        title: split(row.title),
        content: split(row.content),
        stems: split(row.stems),
        titleKey: row.titleKey,
      };
      return { n: row.n, id: row.id, ...scorePost(parsed, words) };
    })
    .filter((r) => r.matched >= parsed.required)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const rest = after ? ranked.filter((r) => isAfter(r, after)) : ranked;
  const page = rest.slice(0, limit);
  const texts = new Map(
    prepared<[string], { n: number; title: string; content: string }>(
      db,
      `SELECT n, title, content FROM ${t.posts} WHERE n IN (SELECT value FROM json_each(?))`,
    )
      .all(JSON.stringify(page.map((r) => r.n)))
      .map((row) => [row.n, row]),
  );
  const last = page.at(-1);
  return {
    hits: page.map((r) => ({ id: r.id, score: r.score, highlights: highlights(parsed, texts.get(r.n)!) })),
    total: ranked.length,
    nextCursor: last && rest.length > limit ? encodeCursor({ score: last.score, id: last.id }) : null,
  };
}

/** The FTS columns hold words one space apart. */
const split = (words: string) => (words === '' ? [] : words.split(' '));
