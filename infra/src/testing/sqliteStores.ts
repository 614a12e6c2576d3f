import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import type { EventStore } from '../eventStore/port.js';
import { createSqliteEventStore, type SqliteEventStoreOptions } from '../eventStore/sqliteEventStore.js';

type StoreOptions = Omit<SqliteEventStoreOptions, 'path'>;

/**
 * SQLite event stores for one spec file, in a temporary folder of its own that goes after the
 * file; every store opened here is closed after its test. Call it at the top of the spec file
 * (it registers the hooks there).
 */
export function sqliteStores(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const opened: EventStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  /** A new file name in the folder (nothing is created until a store opens it). */
  const freshFile = () => join(dir, `${randomUUID()}.db`);
  /** A store on `path`: a second one on the same path is a second process on that log. */
  const open = (path: string, options: StoreOptions = {}): EventStore => {
    const store = createSqliteEventStore({ ...options, path });
    opened.push(store);
    return store;
  };
  /** `count` stores on one new file, standing for processes sharing the log, each with its own caches and lanes. */
  const processes = (count: number, options: StoreOptions = {}): EventStore[] => {
    const path = freshFile();
    return Array.from({ length: count }, () => open(path, options));
  };
  /** Two processes on one new file: `here` and `there`. */
  const twoProcesses = () => {
    const [here, there] = processes(2) as [EventStore, EventStore];
    return { here, there };
  };
  return { freshFile, open, processes, twoProcesses };
}
