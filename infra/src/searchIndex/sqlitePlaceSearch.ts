import type Database from 'better-sqlite3';
import { maxPlaces, type PlaceDocument } from './port.js';
import { fuzzyMinLength, maxQueryWords } from './query.js';
import type { GenerationTables } from './sqliteSchema.js';
import { prepared } from './sqliteStatements.js';
import { ftsString, typoCandidates } from './sqliteTerms.js';
import { tokenize } from './text.js';
import { clamp } from './validation.js';

type Db = Database.Database;

/** Every query word as a prefix, or one of its typo candidates; all words required; sorted in SQL. */
export function searchPlacesSqlite(db: Db, t: GenerationTables, q: string, limit: number): PlaceDocument[] {
  const words = [...new Set(tokenize(q))].slice(0, maxQueryWords);
  if (words.length === 0) return [];
  const match = words
    .map((word) => {
      const typos = [...word].length >= fuzzyMinLength ? typoCandidates(db, t, word) : [];
      return `(${[`${ftsString(word)}*`, ...typos.map(ftsString)].join(' OR ')})`;
    })
    .join(' AND ');
  const rows = prepared<[string, number], { doc: string }>(
    db,
    `SELECT p.doc FROM ${t.placesFts} JOIN ${t.places} p ON p.n = ${t.placesFts}.rowid
       WHERE ${t.placesFts} MATCH ? AND p.live = 1
       ORDER BY p.typeRank, p.nameKey, p.id LIMIT ?`,
  ).all(match, clamp(limit, 1, maxPlaces));
  return rows.map((r) => JSON.parse(r.doc) as PlaceDocument);
}
