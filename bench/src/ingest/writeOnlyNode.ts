/**
 * The peer of the single node in bench:ingest: the same write API (Koa,
 * routes, command path, group-committed log) on the same kind of data
 * folder, with nothing else on its event loop (no projector, read API,
 * gateway or realtime node). What it does beyond the single node is what
 * those cost the commands. Run as its own process by main.ts.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createConsoleLogger, createInProcessRateLimiter, createSqliteEventStore } from '@mohalla/infra';
import { createWriteApp } from '@mohalla/write-api';
import { seedDemo } from '../../../launcher/src/seed/seedDemo.js';

const dataDir = process.env.DATA_DIR!;
const logger = createConsoleLogger('warn');
const eventStore = createSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
await seedDemo(eventStore, logger);
const app = createWriteApp({
  eventStore,
  logger,
  aliasSecret: 'bench-alias-secret-bench-alias-secret-0123',
  rateLimiter: createInProcessRateLimiter(),
  signupsPerAddressPerHour: 10_000,
});
const server = createServer(app.callback());
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  console.log(`Mohalla is running at http://127.0.0.1:${address.port} (write API only)`);
});
process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void eventStore.close().then(() => process.exit(0));
});
