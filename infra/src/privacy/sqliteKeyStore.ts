import Database from 'better-sqlite3';
import { createDatabaseFilePrivately } from '../eventStore/privateDatabaseFile.js';
import type { KeyStore, StoredKey } from './keyStore.js';

/**
 * The single node's key store: a SQLite file of its own (keys.sqlite, mode
 * 0600). It runs with `secure_delete` and a rollback journal (no WAL), so a
 * destroyed key's bytes are overwritten in the file and left in no side file.
 */
export function createSqliteKeyStore(options: { path: string }): KeyStore {
  createDatabaseFilePrivately(options.path);
  const db = new Database(options.path);
  db.pragma('busy_timeout = 5000');
  db.pragma('secure_delete = ON');
  db.pragma('journal_mode = DELETE');
  db.exec(`CREATE TABLE IF NOT EXISTS person_keys (
    key_id TEXT PRIMARY KEY,
    wrapped BLOB,
    destroyed_at INTEGER
  )`);
  const insert = db.prepare('INSERT OR IGNORE INTO person_keys (key_id, wrapped) VALUES (?, ?)');
  const select = db.prepare<[string], { wrapped: Buffer | null }>(
    'SELECT wrapped FROM person_keys WHERE key_id = ?',
  );
  const tombstone = db.prepare(
    `INSERT INTO person_keys (key_id, wrapped, destroyed_at) VALUES (?, NULL, ?)
     ON CONFLICT (key_id) DO UPDATE SET wrapped = NULL, destroyed_at = COALESCE(destroyed_at, excluded.destroyed_at)`,
  );
  const read = (keyId: string): StoredKey | undefined => {
    const row = select.get(keyId);
    if (!row) return undefined;
    return row.wrapped ? { state: 'live', wrapped: row.wrapped } : { state: 'destroyed' };
  };
  return {
    async createIfAbsent(keyId, wrapped) {
      insert.run(keyId, wrapped);
      return read(keyId)!;
    },
    async find(keyId) {
      return read(keyId);
    },
    async destroy(keyId) {
      tombstone.run(keyId, Date.now());
    },
    async close() {
      if (db.open) db.close();
    },
  };
}
