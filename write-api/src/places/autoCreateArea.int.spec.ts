import { join } from 'node:path';
import { type CommandContext, idSourceFor } from '@mohalla/domain';
import { createSqliteEventStore, type EventStore } from '@mohalla/infra';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../test/support/tempDirs.js';
import { autoCreateArea } from './autoCreateArea.js';

const tempDir = tempDirs();

let store: EventStore | undefined;
afterEach(async () => {
  await store?.close();
});

/** A real SQLite log whose appends to `category-*` streams take `delayMs` longer (a slow or busy server). */
function slowedFor(category: string, delayMs: number): EventStore {
  store = createSqliteEventStore({
    path: join(tempDir('auto-create-'), 'events.sqlite'),
  });
  const real = store;
  return {
    ...real,
    readStream: real.readStream.bind(real),
    readAll: real.readAll.bind(real),
    headPosition: real.headPosition.bind(real),
    subscribeToAll: real.subscribeToAll.bind(real),
    close: real.close.bind(real),
    async append(streamName, events, options) {
      if (streamName.startsWith(`${category}-`)) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return real.append(streamName, events, options);
    },
  };
}

const context = (): CommandContext => ({
  actorId: 'tester',
  now: new Date(),
  correlationId: crypto.randomUUID(),
  commandId: crypto.randomUUID(),
  ids: idSourceFor(undefined),
});

describe('auto-create races', () => {
  it.each(['city', 'area'])(
    'gives both racing residents the same area even when the winner is slow to write its %s',
    async (category) => {
      const eventStore = slowedFor(category, 300);
      const body = { cityName: 'Shillong', areaName: 'Laitumkhrah' };
      const [a, b] = await Promise.all([
        autoCreateArea(eventStore, body, context()),
        autoCreateArea(eventStore, body, context()),
      ]);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(a.area._id).toBe(b.area._id);
    },
  );
});
