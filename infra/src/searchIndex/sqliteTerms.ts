import type Database from 'better-sqlite3';
import type { GenerationTables } from './sqliteSchema.js';
import { prepared } from './sqliteStatements.js';
import { deletions, withinOneEdit } from './text.js';

type Db = Database.Database;

/** At most this many typo candidates per query word (OpenSearch: `max_expansions`). */
const maxExpansions = 50;

/**
 * Typo tolerance for the place chooser: a deletion index over the places'
 * vocabulary (the SymSpell idea; posts have their own, in memory, in
 * `memoryTerms.ts`). For every word ever indexed we store the word itself and
 * each string made by deleting one of its letters. Two words one edit apart
 * (insert, delete, substitute, swap) always share such a key: the query word
 * or one of its deletions equals the indexed word or one of its deletions.
 * So a lookup is |word| + 1 primary-key probes, and each candidate is then
 * checked exactly with `withinOneEdit` to drop the few false friends (two
 * deletions at different places). Words are never taken out of the
 * vocabulary when documents go: a stale candidate matches no document, and
 * a rebuild starts a clean vocabulary.
 */
export function addToVocabulary(db: Db, t: GenerationTables, words: Iterable<string>): void {
  const insertTerm = prepared<[string]>(db, `INSERT OR IGNORE INTO ${t.vocab} (term) VALUES (?)`);
  const insertDeletion = prepared<[string, string]>(
    db,
    `INSERT OR IGNORE INTO ${t.vocabDeletions} (del, term) VALUES (?, ?)`,
  );
  for (const word of new Set(words)) {
    if ([...word].length < 3) continue; // only ever one edit from a query word of 4+ letters
    if (insertTerm.run(word).changes === 0) continue;
    insertDeletion.run(word, word);
    for (const deletion of deletions(word)) insertDeletion.run(deletion, word);
  }
}

/** Indexed words one edit from `word` (not `word` itself). */
export function typoCandidates(db: Db, t: GenerationTables, word: string): string[] {
  const keys = [word, ...deletions(word)];
  const rows = prepared<[string], { term: string }>(
    db,
    `SELECT DISTINCT term FROM ${t.vocabDeletions} WHERE del IN (SELECT value FROM json_each(?)) ORDER BY term`,
  ).all(JSON.stringify(keys));
  return rows
    .map((r) => r.term)
    .filter((term) => term !== word && withinOneEdit(term, word))
    .slice(0, maxExpansions);
}

/** An FTS5 string literal; our words hold letters, digits and marks only, but quote defensively. */
export function ftsString(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}
