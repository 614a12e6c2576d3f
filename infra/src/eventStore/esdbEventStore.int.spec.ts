import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { describe, expect, inject, it } from 'vitest';
import { providedServer } from '../testing/optionalServer.js';
import { toClientConnectionString } from './esdbConnectionString.js';
import { createEsdbEventStore } from './esdbEventStore.js';
import { describeEventStoreContract } from './eventStore.contract.js';
import { newEvents, uniqueCategory } from './eventStoreContractHelpers.js';
import { WrongExpectedRevisionError } from './port.js';

// The run's global setup finds the server: EVENTSTORE_URL, or a KurrentDB
// container when a Docker engine answers; without either the suite skips and
// its title says why and how to run it where a server exists.
const server = providedServer('eventstore', inject('eventStoreUrl'), inject('eventStoreReason'));

describe.skipIf(!server.url)(`EventStoreDB (${server.reason})`, () => {
  describeEventStoreContract(
    'esdb',
    async (options) => createEsdbEventStore({ connectionString: server.url!, retention: options?.retention }),
    { clock: 'server' },
  );

  describe('retention metadata', () => {
    it('is written after the append that creates a stream, so stream_exists still fails on an empty one', async () => {
      const category = uniqueCategory('chat');
      const store = createEsdbEventStore({
        connectionString: server.url!,
        retention: [{ streamPrefix: `${category}-`, maxAgeSeconds: 3600 }],
      });
      const client = KurrentDBClient.connectionString(toClientConnectionString(server.url!));
      try {
        await expect(
          store.append(`${category}-empty`, newEvents(1), { expectedRevision: 'stream_exists' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await store.append(`${category}-1`, newEvents(1), { expectedRevision: 'any' });
        const { metadata } = await client.getStreamMetadata(`${category}-1`);
        expect(metadata?.maxAge).toBe(3600);
      } finally {
        await store.close();
        await client.dispose();
      }
    });
  });
});
