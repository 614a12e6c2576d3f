import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createSqliteEventStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  type EventStore,
  type ReadStore,
  type SearchIndex,
  type SqliteEventStoreOptions,
} from '@mohalla/infra';
import { afterAll } from 'vitest';

export interface ProjectorStores {
  eventStore: EventStore;
  readStore: ReadStore;
  searchIndex: SearchIndex;
  close(): Promise<void>;
}

type StoreFile = 'events' | 'read' | 'search';

/**
 * A temporary folder for one spec file of the runner, the supervisor or the rebuilder, removed
 * after the file's tests (call it at the top of the file: it registers the hook there). In it,
 * `open(name)` makes the three SQLite stores a projector runs on; a spec closes what it opens.
 */
export function projectorStoreFolder(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const path = (name: string, file: StoreFile) => join(dir, `${name}.${file}.sqlite`);
  return {
    path,
    open(name: string, eventStoreOptions: Omit<SqliteEventStoreOptions, 'path'> = {}): ProjectorStores {
      const eventStore = createSqliteEventStore({ ...eventStoreOptions, path: path(name, 'events') });
      const readStore = createSqliteReadStore({ path: path(name, 'read') });
      const searchIndex = createSqliteSearchIndex({ path: path(name, 'search') });
      const close = async () => {
        await Promise.all([eventStore.close(), readStore.close(), searchIndex.close()]);
      };
      return { eventStore, readStore, searchIndex, close };
    },
  };
}
