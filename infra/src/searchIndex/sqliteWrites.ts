import type Database from 'better-sqlite3';
import type { PlaceDocument, PostDocument, SearchIndexWriter } from './port.js';
import { porterStem } from './porterStemmer.js';
import type { GenerationTables } from './sqliteSchema.js';
import { addToVocabulary } from './sqliteTerms.js';
import { exactKey, fold, tokenize } from './text.js';
import { assertPosition, normalizeInstant, placeWords } from './validation.js';

type Db = Database.Database;

/**
 * Writes into one generation. Each write is one IMMEDIATE transaction: the
 * guarded upsert of the row (its WHERE compares positions, so a stale write
 * changes nothing), then, only if it wrote, the FTS row and vocabulary.
 */
export function sqliteWriter(db: Db, tables: () => GenerationTables): SearchIndexWriter {
  const putPost = db.transaction((doc: PostDocument | null, id: string, position: number) => {
    const t = tables();
    const row = doc
      ? {
          id,
          position,
          live: 1,
          areaId: doc.areaId,
          type: doc.type,
          createdAt: normalizeInstant(doc.createdAt, 'createdAt'),
          authorKey: fold(doc.authorAlias.trim()),
          titleKey: exactKey(doc.title),
          title: doc.title,
          content: doc.content,
        }
      : {
          id,
          position,
          live: 0,
          areaId: null,
          type: null,
          createdAt: null,
          authorKey: null,
          titleKey: null,
          title: null,
          content: null,
        };
    const written = db
      .prepare(
        `INSERT INTO ${t.posts} (id, position, live, areaId, type, createdAt, authorKey, titleKey, title, content)
         VALUES (@id, @position, @live, @areaId, @type, @createdAt, @authorKey, @titleKey, @title, @content)
         ON CONFLICT (id) DO UPDATE SET position = excluded.position, live = excluded.live, areaId = excluded.areaId,
           type = excluded.type, createdAt = excluded.createdAt, authorKey = excluded.authorKey,
           titleKey = excluded.titleKey, title = excluded.title, content = excluded.content
         WHERE excluded.position > ${t.posts}.position`,
      )
      .run(row).changes;
    if (written === 0) return false;
    const n = (db.prepare(`SELECT n FROM ${t.posts} WHERE id = ?`).get(id) as { n: number }).n;
    db.prepare(`DELETE FROM ${t.postsFts} WHERE rowid = ?`).run(n);
    if (doc) {
      const title = tokenize(doc.title);
      const content = tokenize(doc.content);
      const stems = [...title, ...content].map(porterStem);
      db.prepare(`INSERT INTO ${t.postsFts} (rowid, title, content, stems) VALUES (?, ?, ?, ?)`).run(
        n,
        title.join(' '),
        content.join(' '),
        stems.join(' '),
      );
      addToVocabulary(db, t, [...title, ...content]);
    }
    return true;
  });

  const putPlace = db.transaction((doc: PlaceDocument | null, id: string, position: number) => {
    const t = tables();
    const written = db
      .prepare(
        `INSERT INTO ${t.places} (id, position, live, typeRank, nameKey, doc) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET position = excluded.position, live = excluded.live,
           typeRank = excluded.typeRank, nameKey = excluded.nameKey, doc = excluded.doc
         WHERE excluded.position > ${t.places}.position`,
      )
      .run(
        id,
        position,
        doc ? 1 : 0,
        doc ? (doc.type === 'city' ? 0 : 1) : null,
        doc ? fold(doc.name) : null,
        doc ? JSON.stringify(doc) : null,
      ).changes;
    if (written === 0) return false;
    const n = (db.prepare(`SELECT n FROM ${t.places} WHERE id = ?`).get(id) as { n: number }).n;
    db.prepare(`DELETE FROM ${t.placesFts} WHERE rowid = ?`).run(n);
    if (doc) {
      const words = placeWords(doc);
      db.prepare(`INSERT INTO ${t.placesFts} (rowid, words) VALUES (?, ?)`).run(n, words.join(' '));
      addToVocabulary(db, t, words);
    }
    return true;
  });

  return {
    async upsertPost(doc, position) {
      return putPost.immediate(doc, doc.id, assertPosition(position));
    },
    async removePost(id, position) {
      return putPost.immediate(null, id, assertPosition(position));
    },
    async upsertPlace(doc, position) {
      return putPlace.immediate(doc, doc.id, assertPosition(position));
    },
    async removePlace(id, position) {
      return putPlace.immediate(null, id, assertPosition(position));
    },
  };
}
