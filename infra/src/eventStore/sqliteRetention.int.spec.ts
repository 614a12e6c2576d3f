import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../logging/logger.js';
import { sqliteStores } from '../testing/sqliteStores.js';
import { newEvent, newEvents } from './eventStoreContractHelpers.js';
import { EXPIRY_MARKER_TYPE } from './expiryMarker.js';
import type { EventStore } from './port.js';
import { startRetentionPruner } from './retentionPruner.js';
import { createSqliteEventStore, type SqliteEventStoreOptions } from './sqliteEventStore.js';

const { freshFile, open } = sqliteStores('mohalla-sqlite-retention-');

const MINUTE_MS = 60_000;
const chatRule = { streamPrefix: 'channel-', maxAgeSeconds: 60 };

/** What the file itself holds, read past the store. */
function rowsPerStream(path: string): Record<string, number> {
  const db = new Database(path, { readonly: true });
  try {
    const rows = db
      .prepare<[], { stream_name: string; n: number }>(
        'SELECT stream_name, COUNT(*) AS n FROM events GROUP BY stream_name ORDER BY stream_name',
      )
      .all();
    return Object.fromEntries(rows.map((row) => [row.stream_name, row.n]));
  } finally {
    db.close();
  }
}

function recordingLogger(): Logger & { lines: { level: string; message: string; fields?: object }[] } {
  const lines: { level: string; message: string; fields?: object }[] = [];
  const at = (level: string) => (message: string, fields?: object) => lines.push({ level, message, fields });
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SQLite event store retention', () => {
  let now = Date.now();
  const openStore = (path: string, options: Partial<SqliteEventStoreOptions> = {}): EventStore =>
    open(path, { retention: [chatRule], now: () => now, ...options });

  it('pruneExpired deletes the expired rows in batches, overwrites their bytes, and keeps the rest', async () => {
    const path = freshFile();
    const store = openStore(path, { pruneBatchSize: 3 });
    const secret = `whispered-${Math.random()}`;
    // The secret sits between rows that stay, so its page is kept, not rebuilt, when it goes.
    await store.append('post-1', newEvents(3), { expectedRevision: 'no_stream' });
    await store.append('channel-1', [newEvent('MessageSent', { content: secret }), ...newEvents(6)], {
      expectedRevision: 'no_stream',
    });
    await store.append('channel-2', newEvents(4), { expectedRevision: 'no_stream' });
    await store.append('post-1', newEvents(3), { expectedRevision: 2 });
    now += 2 * MINUTE_MS;
    await store.append('channel-1', newEvents(2), { expectedRevision: 6 });

    expect(await store.pruneExpired()).toBe(11);
    // channel-2's last event expired: its expiry marker (issue 20 point 5) is all the file keeps of it.
    expect(rowsPerStream(path)).toEqual({ 'channel-1': 2, 'channel-2': 1, 'post-1': 6 });
    expect(await store.pruneExpired()).toBe(0);

    const raw = new Database(path);
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.close();
    expect(readFileSync(path).includes(secret)).toBe(false);
  });

  it('the head does not move back when the newest events are pruned', async () => {
    const path = freshFile();
    const store = openStore(path);
    await store.append('post-1', newEvents(1), { expectedRevision: 'no_stream' });
    const { position } = await store.append('channel-1', newEvents(3), { expectedRevision: 'no_stream' });
    now += 2 * MINUTE_MS;
    await store.pruneExpired();
    // The channel's expiry marker is the newest event now; once it expires too, pruning removes it.
    expect(await store.headPosition()).toBe(position + 1);
    now += 2 * MINUTE_MS;
    expect(await store.pruneExpired()).toBe(1);
    expect(rowsPerStream(path)).toEqual({ 'post-1': 1 });
    expect(await store.headPosition()).toBe(position + 1);
    const next = await store.append('channel-1', newEvents(1), { expectedRevision: 3 });
    expect(next).toEqual({ nextExpectedRevision: 4, position: position + 2 });
  });

  it('the expiry marker holds no text and no read serves it', async () => {
    const path = freshFile();
    const store = openStore(path);
    const secret = `last-words-${Math.random()}`;
    await store.append('channel-1', [newEvent('MessageSent', { content: secret })], {
      expectedRevision: 'no_stream',
    });
    now += 2 * MINUTE_MS;
    expect(await store.pruneExpired()).toBe(1);
    const raw = new Database(path, { readonly: true });
    const rows = raw.prepare('SELECT revision, type, data FROM events').all();
    raw.close();
    expect(rows).toEqual([{ revision: 1, type: EXPIRY_MARKER_TYPE, data: '{}' }]);
    expect(await store.readStream('channel-1')).toEqual([]);
    expect(await store.readStream('channel-1', { direction: 'backwards', maxCount: 1 })).toEqual([]);
    expect(await store.readAll()).toEqual([]);
    await expect(
      store.append('channel-1', [newEvent(EXPIRY_MARKER_TYPE, {})], { expectedRevision: 'any' }),
    ).rejects.toThrow(/reserved/);
  });

  it('another store on the same file keeps revisions going after a prune', async () => {
    const path = freshFile();
    const pruning = openStore(path);
    const writing = openStore(path, { retention: [] });
    await writing.append('channel-1', newEvents(2), { expectedRevision: 'no_stream' });
    now += 2 * MINUTE_MS;
    expect(await pruning.pruneExpired()).toBe(2);
    // Revision 2 is the channel's expiry marker.
    await expect(writing.append('channel-1', newEvents(1), { expectedRevision: 2 })).resolves.toMatchObject({
      nextExpectedRevision: 3,
    });
  });

  it('gives a log written before retention existed the time of each event, from its metadata', async () => {
    const path = freshFile();
    const old = new Database(path);
    old.exec(`CREATE TABLE events (
      position INTEGER PRIMARY KEY AUTOINCREMENT, stream_name TEXT NOT NULL, revision INTEGER NOT NULL,
      event_id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
      UNIQUE (stream_name, revision))`);
    const insert = old.prepare(
      'INSERT INTO events (stream_name, revision, event_id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const write = (stream: string, revision: number, at: Date): void => {
      const event = newEvent();
      const metadata = { ...event.metadata, at: at.toISOString() };
      insert.run(stream, revision, event.eventId, event.type, '{}', JSON.stringify(metadata));
    };
    write('channel-1', 0, new Date(now - 5 * MINUTE_MS));
    write('channel-1', 1, new Date(now - 10_000));
    write('post-1', 0, new Date(now - 5 * MINUTE_MS));
    old.close();

    // Two stores opening the old file at once add the column once.
    const [store] = [openStore(path), openStore(path)];
    expect((await store!.readStream('channel-1')).map((e) => e.revision)).toEqual([1]);
    expect(await store!.readStream('post-1')).toHaveLength(1);
    expect(await store!.pruneExpired()).toBe(1);
    expect(rowsPerStream(path)).toEqual({ 'channel-1': 1, 'post-1': 1 });
  });
});

describe('startRetentionPruner', () => {
  it('prunes on a timer, logs what it removed, and stops', async () => {
    let now = Date.now();
    const path = freshFile();
    const store = createSqliteEventStore({ path, retention: [chatRule], now: () => now });
    await store.append('channel-1', newEvents(4), { expectedRevision: 'no_stream' });
    now += 2 * MINUTE_MS;
    const logger = recordingLogger();
    const pruner = startRetentionPruner(store, logger, { firstRunMs: 0, intervalMs: 20 });
    await until(() => logger.lines.some((line) => line.level === 'info'));
    await pruner.stop();
    expect(logger.lines[0]).toMatchObject({ level: 'info', fields: { removed: 4 } });
    expect(rowsPerStream(path)).toEqual({ 'channel-1': 1 }); // its expiry marker
    await store.close();
  });

  it('logs a failed run and keeps the process up', async () => {
    const store = createSqliteEventStore({ path: freshFile(), retention: [chatRule] });
    await store.close();
    const logger = recordingLogger();
    const pruner = startRetentionPruner(store, logger, { firstRunMs: 0, intervalMs: 20 });
    await until(() => logger.lines.filter((line) => line.level === 'warn').length >= 2);
    await pruner.stop();
    expect(logger.lines[0]!.message).toMatch(/failed/);
  });
});
