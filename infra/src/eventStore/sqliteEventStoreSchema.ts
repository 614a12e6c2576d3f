import { EventMetadataSchema } from '@mohalla/contracts';
import type { Database, Statement } from 'better-sqlite3';
import type { RecordedEvent } from './port.js';

/**
 * One table is the whole log. `position` is the rowid with AUTOINCREMENT, so
 * it is never reused and, since SQLite has a single writer, a transaction
 * that commits later always holds higher positions: readers never see a
 * lower position appear behind a higher one.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_name TEXT NOT NULL,
  revision INTEGER NOT NULL,
  event_id TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT NOT NULL,
  UNIQUE (stream_name, revision)
);
`;

export function prepareDatabase(db: Database): void {
  db.pragma('journal_mode = WAL');
  // Waits for another process's write lock instead of failing with SQLITE_BUSY.
  db.pragma('busy_timeout = 5000');
  // In WAL mode this survives a crash of the process (not of the machine) and
  // saves an fsync per commit.
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
}

export interface EventRow {
  position: number;
  stream_name: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

export function rowToEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: EventMetadataSchema.parse(JSON.parse(row.metadata)),
    streamName: row.stream_name,
    revision: row.revision,
    position: row.position,
  };
}

const COLUMNS = 'position, stream_name, revision, event_id, type, data, metadata';
const PREFIX_MATCH =
  'EXISTS (SELECT 1 FROM json_each(@prefixes) p WHERE substr(stream_name, 1, length(p.value)) = p.value)';

/** SQLite reads a negative LIMIT as "no limit". */
export const NO_LIMIT = -1;

export interface Statements {
  lastRevision: Statement<[string], { revision: number | null; position: number | null }>;
  eventById: Statement<[string], Pick<EventRow, 'stream_name' | 'revision' | 'position'>>;
  insert: Statement<[string, number, string, string, string, string]>;
  streamForwards: Statement<[string, number, number], EventRow>;
  streamBackwards: Statement<[string, number, number], EventRow>;
  all: Statement<[number, number], EventRow>;
  head: Statement<[], { head: number }>;
  range: Statement<{ after: number; upper: number; limit: number }, EventRow>;
  rangeWithPrefixes: Statement<{ after: number; upper: number; limit: number; prefixes: string }, EventRow>;
}

export function prepareStatements(db: Database): Statements {
  return {
    lastRevision: db.prepare(
      'SELECT revision, position FROM events WHERE stream_name = ? ORDER BY revision DESC LIMIT 1',
    ),
    eventById: db.prepare('SELECT stream_name, revision, position FROM events WHERE event_id = ?'),
    insert: db.prepare(
      'INSERT INTO events (stream_name, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    streamForwards: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND revision >= ? ORDER BY revision ASC LIMIT ?`,
    ),
    streamBackwards: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    ),
    all: db.prepare(`SELECT ${COLUMNS} FROM events WHERE position > ? ORDER BY position ASC LIMIT ?`),
    head: db.prepare('SELECT COALESCE(MAX(position), 0) AS head FROM events'),
    range: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE position > @after AND position <= @upper
       ORDER BY position ASC LIMIT @limit`,
    ),
    rangeWithPrefixes: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE position > @after AND position <= @upper AND ${PREFIX_MATCH}
       ORDER BY position ASC LIMIT @limit`,
    ),
  };
}
