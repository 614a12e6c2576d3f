import type { EventMetadata } from '@mohalla/contracts';
import type { Database, Statement } from 'better-sqlite3';
import type { RecordedEvent } from './port.js';

/**
 * One table is the whole log. `position` is the rowid with AUTOINCREMENT, so
 * it is never reused and, since SQLite has a single writer, a transaction
 * that commits later always holds higher positions: readers never see a
 * lower position appear behind a higher one. `recorded_at` (epoch ms) is
 * when the event was stored, what retention measures age from.
 *
 * `pruned_streams` keeps, for a stream that lost events to retention, the
 * last revision removed: once all of a stream's events are gone, appends
 * still go on from that revision.
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
  recorded_at INTEGER NOT NULL,
  UNIQUE (stream_name, revision)
);
CREATE TABLE IF NOT EXISTS pruned_streams (
  stream_name TEXT PRIMARY KEY,
  revision INTEGER NOT NULL,
  position INTEGER NOT NULL
) WITHOUT ROWID;
`;

/**
 * Logs written before retention have no `recorded_at`: they get one from
 * each event's metadata `at` (when the command ran, the same moment to the
 * millisecond). Runs in a write transaction that checks again, so two
 * processes opening the same old file add the column once.
 */
function addRecordedAt(db: Database): void {
  const hasColumn = (): boolean =>
    (db.pragma('table_info(events)') as { name: string }[]).some((column) => column.name === 'recorded_at');
  if (hasColumn()) return;
  db.transaction(() => {
    if (hasColumn()) return;
    db.exec(`
      ALTER TABLE events ADD COLUMN recorded_at INTEGER NOT NULL DEFAULT 0;
      UPDATE events SET recorded_at = COALESCE(
        CAST(ROUND((julianday(json_extract(metadata, '$.at')) - 2440587.5) * 86400000) AS INTEGER),
        CAST(ROUND((julianday('now') - 2440587.5) * 86400000) AS INTEGER));
    `);
  }).immediate();
}

export function prepareDatabase(db: Database): void {
  db.pragma('journal_mode = WAL');
  // Waits for another process's write lock instead of failing with SQLITE_BUSY.
  db.pragma('busy_timeout = 5000');
  // An fsync of the WAL at every commit: a commit that returned survives a
  // power loss, not only a crash of the process. Group commit (one transaction
  // for the appends of an event-loop turn) shares that fsync among them.
  db.pragma('synchronous = FULL');
  db.exec(SCHEMA);
  addRecordedAt(db);
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

/**
 * Metadata is not parsed with its schema again here: every append checks it
 * before it is stored (newEventValidation.ts), and the projector reads every
 * event of the log through this function.
 */
export function rowToEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata) as EventMetadata,
    streamName: row.stream_name,
    revision: row.revision,
    position: row.position,
  };
}

/**
 * A row as an array in `COLUMNS` order (a `raw` statement): the
 * subscription reads every event of the log, and better-sqlite3 builds an
 * array ~40% cheaper than an object with named keys (a 200,000-event read:
 * 260 ms of CPU against 380-450 ms).
 */
export type RawEventRow = [
  position: number,
  stream_name: string,
  revision: number,
  event_id: string,
  type: string,
  data: string,
  metadata: string,
];

/** `rowToEvent` for a raw row. */
export function rawRowToEvent(row: RawEventRow): RecordedEvent {
  return {
    eventId: row[3],
    type: row[4],
    data: JSON.parse(row[5]),
    metadata: JSON.parse(row[6]) as EventMetadata,
    streamName: row[1],
    revision: row[2],
    position: row[0],
  };
}

const COLUMNS = 'position, stream_name, revision, event_id, type, data, metadata';
/**
 * A stream name starting with one of `count` bound prefixes (`@p0`, `@p1`, ...).
 * An OR of bound parameters, not `json_each` over a JSON array: a rebuild
 * reads every event of the log through this filter, and `json_each` per row
 * made reading 200,000 events cost 348-364 ms of CPU against 273-278 ms
 * (244-324 ms with no filter at all).
 */
const prefixMatch = (count: number) =>
  `(${Array.from({ length: count }, (_, i) => `substr(stream_name, 1, length(@p${i})) = @p${i}`).join(' OR ')})`;

/** Parameters for `rangeWithPrefixes(prefixes.length)`. */
export type PrefixParams = Record<`p${number}`, string>;
export const prefixParams = (prefixes: readonly string[]): PrefixParams =>
  Object.fromEntries(prefixes.map((prefix, i) => [`p${i}`, prefix]));

/** SQLite reads a negative LIMIT as "no limit". */
export const NO_LIMIT = -1;

export interface Statements {
  lastRevision: Statement<{ stream: string }, { revision: number; position: number }>;
  eventById: Statement<[string], Pick<EventRow, 'stream_name' | 'revision' | 'position'>>;
  insert: Statement<[string, number, string, string, string, string, number]>;
  streamForwards: Statement<[string, number, number], EventRow>;
  streamBackwards: Statement<[string, number, number], EventRow>;
  /** The same without a LIMIT: a bound LIMIT costs ~10 µs an execution, more than the read (a command's tail read finds 0 rows). */
  streamForwardsAll: Statement<[string, number], EventRow>;
  streamBackwardsAll: Statement<[string, number], EventRow>;
  all: Statement<[number, number], EventRow>;
  head: Statement<[], { head: number }>;
  /** At most `rangeLimit` rows (a literal in the SQL, for the reason above), raw (see `RawEventRow`). */
  range: Statement<{ after: number; upper: number }, RawEventRow>;
  /** The same for stream names starting with one of `count` prefixes (see `prefixParams`), prepared once per count. */
  rangeWithPrefixes(count: number): Statement<{ after: number; upper: number } & PrefixParams, RawEventRow>;
}

/**
 * `visible` is an SQL condition on an events row that leaves out expired
 * events (see sqliteRetention.ts); every read applies it, appends do not.
 */
export function prepareStatements(db: Database, visible: string, rangeLimit: number): Statements {
  if (!Number.isSafeInteger(rangeLimit) || rangeLimit < 1)
    throw new Error(`rangeLimit must be a positive integer`);
  const byPrefixCount = new Map<
    number,
    Statement<{ after: number; upper: number } & PrefixParams, RawEventRow>
  >();
  return {
    // A stream whose events were all pruned still has its last revision in pruned_streams.
    lastRevision: db.prepare(
      `SELECT revision, position FROM (
         SELECT revision, position FROM events WHERE stream_name = @stream ORDER BY revision DESC LIMIT 1)
       UNION ALL SELECT revision, position FROM pruned_streams WHERE stream_name = @stream
       ORDER BY revision DESC LIMIT 1`,
    ),
    eventById: db.prepare('SELECT stream_name, revision, position FROM events WHERE event_id = ?'),
    insert: db.prepare(
      `INSERT INTO events (stream_name, revision, event_id, type, data, metadata, recorded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    streamForwards: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND revision >= ? AND ${visible}
       ORDER BY revision ASC LIMIT ?`,
    ),
    streamBackwards: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND revision <= ? AND ${visible}
       ORDER BY revision DESC LIMIT ?`,
    ),
    streamForwardsAll: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND revision >= ? AND ${visible}
       ORDER BY revision ASC`,
    ),
    streamBackwardsAll: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE stream_name = ? AND revision <= ? AND ${visible}
       ORDER BY revision DESC`,
    ),
    all: db.prepare(
      `SELECT ${COLUMNS} FROM events WHERE position > ? AND ${visible} ORDER BY position ASC LIMIT ?`,
    ),
    // The sequence, not MAX(position): pruning the newest events must not move the head back.
    head: db.prepare("SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'events'), 0) AS head"),
    range: db
      .prepare<{ after: number; upper: number }, RawEventRow>(
        `SELECT ${COLUMNS} FROM events WHERE position > @after AND position <= @upper AND ${visible}
         ORDER BY position ASC LIMIT ${rangeLimit}`,
      )
      .raw(true),
    rangeWithPrefixes: (count) => {
      let statement = byPrefixCount.get(count);
      if (!statement) {
        if (!Number.isSafeInteger(count) || count < 1) throw new Error('prefixes: at least one');
        statement = db
          .prepare<{ after: number; upper: number } & PrefixParams, RawEventRow>(
            `SELECT ${COLUMNS} FROM events
             WHERE position > @after AND position <= @upper AND ${prefixMatch(count)} AND ${visible}
             ORDER BY position ASC LIMIT ${rangeLimit}`,
          )
          .raw(true);
        byPrefixCount.set(count, statement);
      }
      return statement;
    },
  };
}
