import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createSqliteReadStore,
  createSqliteSearchIndex,
  type EventStore,
  type Logger,
  type ReadStore,
} from '@mohalla/infra';
import type { Projection } from '../projection.js';
import { startProjector } from '../runner.js';
import { compareReadModels, type ReadModelDifference } from './compareReadModels.js';

export interface Verification {
  /** The log position both sides were compared at. */
  position: number;
  differences: ReadModelDifference[];
  /** Whether the log grew while comparing: then a difference may only be the live side being ahead. */
  logMoved: boolean;
}

/**
 * Compares the live read models with a clean rebuild of the log into a
 * temporary SQLite store, at one log position: it waits (up to `waitMs`)
 * for the live projections to reach the head, then rebuilds to that same
 * head. The search index is not compared: its port can search, not list.
 */
export async function verifyProjections(options: {
  eventStore: EventStore;
  live: ReadStore;
  projections: readonly Projection[];
  logger: Logger;
  waitMs?: number;
}): Promise<Verification> {
  const { eventStore, live, projections, logger, waitMs = 30_000 } = options;
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
    return { position, differences, logMoved: (await eventStore.headPosition()) !== position };
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
