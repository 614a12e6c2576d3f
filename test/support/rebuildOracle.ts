import { join } from 'node:path';
import {
  createSqliteEventStore,
  createSqliteKeyStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  keyEncryptionSecret,
  personalDataEventStore,
  personKeys,
  silentLogger,
} from '@mohalla/infra';
import { ALL_PROJECTIONS, type ReadModelDifference, verifyProjections } from '@mohalla/projectors';
import { request } from './http.js';
import type { RunningNode } from './singleNode.js';

/**
 * verify-projections' comparison, run against a single node's own files
 * (SQLite allows a second process): every difference between its live read
 * models and search index and a clean rebuild of its log, once the live
 * side has caught up.
 */
export async function differencesFromCleanRebuild(dataDir: string): Promise<ReadModelDifference[]> {
  // Read as the node reads it: personal data opened with its key store (issue 16 point 3).
  const eventStore = personalDataEventStore(
    createSqliteEventStore({ path: join(dataDir, 'events.sqlite') }),
    personKeys(
      createSqliteKeyStore({ path: join(dataDir, 'keys.sqlite') }),
      keyEncryptionSecret(dataDir, undefined),
    ),
  );
  const live = createSqliteReadStore({ path: join(dataDir, 'read-models.sqlite') });
  const liveSearch = createSqliteSearchIndex({ path: join(dataDir, 'search.sqlite') });
  try {
    const result = await verifyProjections({
      eventStore,
      live,
      liveSearch,
      projections: ALL_PROJECTIONS,
      logger: silentLogger,
    });
    return result.differences;
  } finally {
    await Promise.all([eventStore.close(), live.close(), liveSearch.close()]);
  }
}

/** Polls `GET /api/admin/rebuild/{id}` until the rebuild is done or failed, and answers its last status. */
export async function rebuildSettled(
  node: RunningNode,
  id: string,
  auth: Record<string, string>,
  timeoutMs = 120_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(node.url, 'GET', `/api/admin/rebuild/${id}`, { headers: auth });
    if (res.status !== 200)
      throw new Error(`rebuild status answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.state === 'done' || res.body.state === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`rebuild ${id} still ${res.body.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
