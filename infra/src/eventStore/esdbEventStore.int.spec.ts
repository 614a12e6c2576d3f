import { describe, inject } from 'vitest';
import { providedServer } from '../testing/optionalServer.js';
import { createEsdbEventStore } from './esdbEventStore.js';
import { describeEventStoreContract } from './eventStore.contract.js';

// The run's global setup finds the server: EVENTSTORE_URL, or a KurrentDB
// container when a Docker engine answers; without either the suite skips and says why.
const server = providedServer('eventstore', inject('eventStoreUrl'), inject('eventStoreReason'));

describe.skipIf(!server.url)(`EventStoreDB (${server.reason})`, () => {
  describeEventStoreContract(
    'esdb',
    async (options) => createEsdbEventStore({ connectionString: server.url!, retention: options?.retention }),
    { clock: 'server' },
  );
});
