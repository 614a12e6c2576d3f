import type Database from 'better-sqlite3';
import type { PlaceDocument, PostDocument, SearchIndexGeneration, SearchIndexWriter } from './port.js';
import type { GenerationTables } from './sqliteSchema.js';
import { prepared } from './sqliteStatements.js';
import { addToVocabulary } from './sqliteTerms.js';
import { exactKey, fold } from './text.js';
import { assertPosition, normalizeInstant, placeWords } from './validation.js';

type Db = Database.Database;

const tombstone = {
  live: 0,
  areaId: null,
  type: null,
  createdAt: null,
  authorKey: null,
  titleKey: null,
  title: null,
  content: null,
};

function postRow(doc: PostDocument) {
  return {
    live: 1,
    areaId: doc.areaId,
    type: doc.type,
    createdAt: normalizeInstant(doc.createdAt, 'createdAt'),
    authorKey: fold(doc.authorAlias.trim()),
    titleKey: exactKey(doc.title),
    title: doc.title,
    content: doc.content,
  };
}

/**
 * Writes into one generation. Each write is one IMMEDIATE transaction: the
 * guarded upsert of the row (its WHERE compares positions, so a stale write
 * changes nothing), then, for a place and only if it wrote, its FTS row and
 * vocabulary. A post is only its row: the in-memory index reads it from
 * there. `upsertPosts` runs a whole batch in one transaction. `onWrite` is
 * told of every post row written (this connection's commits do not change
 * its own `data_version`).
 */
export function sqliteWriter(
  db: Db,
  tables: () => GenerationTables,
  onWrite: () => void = () => {},
): SearchIndexWriter & Pick<SearchIndexGeneration, 'upsertPosts'> {
  const putPost = (doc: PostDocument | null, id: string, position: number): boolean => {
    const t = tables();
    // seq: one more than any row's, taken inside the write's IMMEDIATE transaction, so
    // seqs rise in commit order across processes and a reader misses none (sqlitePostMirror).
    const written = prepared(
      db,
      `INSERT INTO ${t.posts} (id, position, live, areaId, type, createdAt, authorKey, titleKey, title, content, seq)
       VALUES (@id, @position, @live, @areaId, @type, @createdAt, @authorKey, @titleKey, @title, @content,
         (SELECT coalesce(max(seq), 0) + 1 FROM ${t.posts}))
       ON CONFLICT (id) DO UPDATE SET position = excluded.position, live = excluded.live, areaId = excluded.areaId,
         type = excluded.type, createdAt = excluded.createdAt, authorKey = excluded.authorKey,
         titleKey = excluded.titleKey, title = excluded.title, content = excluded.content, seq = excluded.seq
       WHERE excluded.position > ${t.posts}.position`,
    ).run({ id, position, ...(doc ? postRow(doc) : tombstone) }).changes;
    if (written > 0) onWrite();
    return written > 0;
  };

  const putPlace = (doc: PlaceDocument | null, id: string, position: number): boolean => {
    const t = tables();
    const written = prepared(
      db,
      `INSERT INTO ${t.places} (id, position, live, typeRank, nameKey, doc) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET position = excluded.position, live = excluded.live,
         typeRank = excluded.typeRank, nameKey = excluded.nameKey, doc = excluded.doc
       WHERE excluded.position > ${t.places}.position`,
    ).run(
      id,
      position,
      doc ? 1 : 0,
      doc ? (doc.type === 'city' ? 0 : 1) : null,
      doc ? fold(doc.name) : null,
      doc ? JSON.stringify(doc) : null,
    ).changes;
    if (written === 0) return false;
    const { n } = prepared<[string], { n: number }>(db, `SELECT n FROM ${t.places} WHERE id = ?`).get(id)!;
    prepared(db, `DELETE FROM ${t.placesFts} WHERE rowid = ?`).run(n);
    if (doc) {
      const words = placeWords(doc);
      prepared(db, `INSERT INTO ${t.placesFts} (rowid, words) VALUES (?, ?)`).run(n, words.join(' '));
      addToVocabulary(db, t, words);
    }
    return true;
  };

  const post = db.transaction(putPost);
  const place = db.transaction(putPlace);
  const posts = db.transaction((batch: ReadonlyArray<{ doc: PostDocument; position: number }>) => {
    let written = 0;
    for (const { doc, position } of batch) if (putPost(doc, doc.id, position)) written++;
    return written;
  });

  return {
    async upsertPost(doc, position) {
      return post.immediate(doc, doc.id, assertPosition(position));
    },
    async removePost(id, position) {
      return post.immediate(null, id, assertPosition(position));
    },
    async upsertPlace(doc, position) {
      return place.immediate(doc, doc.id, assertPosition(position));
    },
    async removePlace(id, position) {
      return place.immediate(null, id, assertPosition(position));
    },
    async upsertPosts(batch) {
      for (const { position } of batch) assertPosition(position);
      return posts.immediate(batch);
    },
  };
}
