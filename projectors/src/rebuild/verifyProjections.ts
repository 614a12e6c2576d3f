import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createSqliteReadStore,
  createSqliteSearchIndex,
  type EventStore,
  type Logger,
  type ReadStore,
  type SearchIndex,
} from '@mohalla/infra';
import type { Projection } from '../projection.js';
import { startProjector } from '../runner.js';
import { searchProjection } from '../search/searchProjection.js';
import { compareReadModels, type ReadModelDifference } from './compareReadModels.js';
import { compareSearchIndexes } from './compareSearchIndexes.js';

export interface Verification {
  /** The log position both sides were compared at. */
  position: number;
  /** The read models' differences, then the search index's (see `compareSearchIndexes`). */
  differences: ReadModelDifference[];
  /** Whether the search index was compared: given, and its projection among those verified. */
  searchIndexCompared: boolean;
  /** Whether the log grew while comparing: then a difference may only be the live side being ahead. */
  logMoved: boolean;
}

/**
 * Compares the live read models with a clean rebuild of the log into a
 * temporary SQLite store, at one log position: it waits (up to `waitMs`)
 * for the live projections to reach the head, then rebuilds to that same
 * head. Given `liveSearch`, and with the search projection among those
 * verified, the live index's active generation is compared too, document by
 * document (position and digest), with the rebuild's temporary SQLite index.
 */
export async function verifyProjections(options: {
  eventStore: EventStore;
  live: ReadStore;
  liveSearch?: SearchIndex;
  projections: readonly Projection[];
  logger: Logger;
  waitMs?: number;
}): Promise<Verification> {
  const { eventStore, live, liveSearch, projections, logger, waitMs = 30_000 } = options;
  const compareSearch = liveSearch !== undefined && projections.some((p) => p.name === searchProjection.name);
  const position = await eventStore.headPosition();
  await waitForLive(live, projections, position, waitMs);
  const dir = await mkdtemp(join(tmpdir(), 'mohalla-verify-'));
  const clean = createSqliteReadStore({ path: join(dir, 'read-models.sqlite') });
  const search = createSqliteSearchIndex({ path: join(dir, 'search.sqlite') });
  try {
    await startProjector({
      eventStore,
      readStore: clean,
      searchIndex: search,
      projections,
      logger,
      until: position,
    }).finished;
    const differences = await compareReadModels(live, clean, projections);
    if (compareSearch) differences.push(...(await compareSearchIndexes(liveSearch, search)));
    return {
      position,
      differences,
      searchIndexCompared: compareSearch,
      logMoved: (await eventStore.headPosition()) !== position,
    };
  } finally {
    await clean.close();
    await search.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function waitForLive(
  live: ReadStore,
  projections: readonly Projection[],
  position: number,
  waitMs: number,
) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const behind: string[] = [];
    for (const p of projections)
      if (((await live.checkpoints.get(p.name)) ?? 0) < position) behind.push(p.name);
    if (behind.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the live projections ${behind.join(', ')} did not reach log position ${position} in ${waitMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
