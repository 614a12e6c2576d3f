import { createConsoleLogger, listen, openEventStore, runService } from '@mohalla/infra';
import { createWriteApp } from './app.js';
import { writeApiConfig } from './config.js';

/** The write API as its own process (scaled edition). Stateless: run as many as you like. */
runService('write-api', async () => {
  const config = writeApiConfig(process.env);
  const logger = createConsoleLogger(config.LOG_LEVEL, 'write-api');
  const eventStore = openEventStore(config);
  const server = await listen(createWriteApp({ eventStore, logger }).callback(), config.HOST, config.PORT);
  return {
    banner: `write-api is running at ${server.url} on the ${config.EVENT_STORE} event store.`,
    async stop() {
      await server.close();
      await eventStore.close();
    },
  };
});
