import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteReadStore, type ReadDocument, type SearchIndexWriter } from '@mohalla/infra';
import { expect, onTestFinished } from 'vitest';
import type { Projection, ProjectionTargets } from '../projection.js';
import { overlayStore } from '../writeBack/overlayStore.js';
import { type SpecEvent, testLog } from './testLog.js';

/** What a projection left in its collections. */
export interface Projected {
  /** A document by id, or null. */
  get(collection: string, id: string): Promise<ReadDocument | null>;
  /** Every document of a collection, by id. */
  all(collection: string): Promise<ReadDocument[]>;
}

const noSearch = new Proxy({} as SearchIndexWriter, {
  get: (_target, name) => () => {
    throw new Error(`projectionSpec was given no search index (the projection called ${String(name)})`);
  },
});

/**
 * Given/when/then for any projection through a real store (SQLite in a
 * temporary folder, behind the runner's write-back overlay) and an
 * in-memory log it can read back: given past events, when more arrive, then
 * its collections hold what the returned `Projected` reads. Each `when`
 * also delivers its events a second time, as the runner may after a crash,
 * and fails unless that changes nothing.
 */
export function projectionSpec(projection: Projection, options: { search?: SearchIndexWriter } = {}) {
  return (given: SpecEvent[] = []) => ({
    async when(...events: SpecEvent[]): Promise<Projected> {
      const dir = mkdtempSync(join(tmpdir(), 'projection-spec-'));
      const inner = createSqliteReadStore({ path: join(dir, 'read.sqlite') });
      onTestFinished(async () => {
        await inner.close();
        rmSync(dir, { recursive: true, force: true });
      });
      const store = overlayStore(inner);
      const log = testLog();
      const targets: ProjectionTargets = { store, search: options.search ?? noSearch, log };
      const deliver = async (recorded: ReturnType<typeof log.record>[]) => {
        for (const event of recorded) {
          if (projection.handles.includes(event.type)) await projection.apply(event, targets);
        }
        await store.flush();
      };
      await deliver(given.map((e) => log.record(e)));
      const now = events.map((e) => log.record(e));
      await deliver(now);
      const projected: Projected = {
        get: (collection, id) => inner.collection(collection).get(id),
        all: async (collection) =>
          (await inner.collection(collection).find()).sort((a, b) => a._id.localeCompare(b._id)),
      };
      const snapshot = () => Promise.all(projection.collections.map((c) => projected.all(c)));
      const once = await snapshot();
      await deliver(now);
      expect(await snapshot(), 'delivering the same events again changed the read model').toEqual(once);
      return projected;
    },
  });
}
