import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import type { EventStore } from '../eventStore/port.js';
import { createSqliteEventStore, type SqliteEventStoreOptions } from '../eventStore/sqliteEventStore.js';

/**
 * Sqlite event stores for one spec file: each call opens `count` stores on a new file in the
 * file's temporary folder. Stores on one file stand for processes sharing the log, each with
 * its own caches and lanes. Every store is closed after its test; the folder goes after the file.
 * Call it at the top of the spec file (it registers the hooks there).
 */
export function sqliteStores(
  prefix: string,
): (count: number, options?: Omit<SqliteEventStoreOptions, 'path'>) => EventStore[] {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const open: EventStore[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });
  return (count, options = {}) => {
    const path = join(dir, `${randomUUID()}.db`);
    const stores = Array.from({ length: count }, () => createSqliteEventStore({ ...options, path }));
    open.push(...stores);
    return stores;
  };
}
