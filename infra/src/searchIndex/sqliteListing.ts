import type Database from 'better-sqlite3';
import { type DigestedPost, placeDigest, storedPostDigest } from './documentListing.js';
import type { ListedDocument, PlaceDocument } from './port.js';
import type { GenerationTables } from './sqliteSchema.js';
import { prepared } from './sqliteStatements.js';

type Db = Database.Database;

/** Rows per page: small enough to keep memory flat, large enough to make round trips rare. */
const pageSize = 1000;

/**
 * Pages through the live rows of one table by id (keyset: `id > last`, on its
 * UNIQUE index, whose BINARY order is the ids' UTF-8 byte order). Each page
 * is one synchronous read, so writes can land between pages; an iterator
 * held open across awaits would block them.
 */
async function* pages<R extends { id: string }>(db: Db, table: string, columns: string) {
  let after: string | undefined;
  for (;;) {
    const rows =
      after === undefined
        ? prepared<[number], R>(
            db,
            `SELECT id, position, ${columns} FROM ${table} WHERE live = 1 ORDER BY id LIMIT ?`,
          ).all(pageSize)
        : prepared<[string, number], R>(
            db,
            `SELECT id, position, ${columns} FROM ${table} WHERE live = 1 AND id > ? ORDER BY id LIMIT ?`,
          ).all(after, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}

export async function* listSqliteDocuments(db: Db, t: GenerationTables): AsyncIterable<ListedDocument> {
  type PostRow = DigestedPost & { id: string; position: number };
  for await (const row of pages<PostRow>(db, t.posts, 'areaId, type, createdAt, authorKey, title, content'))
    yield { kind: 'post', id: row.id, position: row.position, digest: storedPostDigest(row) };
  type PlaceRow = { id: string; position: number; doc: string };
  for await (const row of pages<PlaceRow>(db, t.places, 'doc'))
    yield {
      kind: 'place',
      id: row.id,
      position: row.position,
      digest: placeDigest(JSON.parse(row.doc) as PlaceDocument),
    };
}
