import { describe } from 'vitest';
import { serverFromEnv } from '../testing/optionalServer.js';
import { createEsdbEventStore } from './esdbEventStore.js';
import { describeEventStoreContract } from './eventStore.contract.js';

// No Docker engine runs here, so the server comes from the environment
// (`npm run infra:up` prints it); without one the suite skips and says why.
const server = serverFromEnv('eventstore', 'EVENTSTORE_URL');

describe.skipIf(!server.url)(`EventStoreDB (${server.reason})`, () => {
  describeEventStoreContract('esdb', async () => createEsdbEventStore({ connectionString: server.url! }));
});
