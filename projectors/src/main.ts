import {
  createConsoleLogger,
  openEventStore,
  openReadStore,
  openSearchIndex,
  runService,
} from '@mohalla/infra';
import { projectorsConfig } from './config.js';
import { ALL_PROJECTIONS } from './registry.js';
import { startProjector } from './runner.js';

/**
 * The projector as its own process (scaled edition). One instance per read
 * store: it is the single writer of the read models.
 */
runService('projectors', async () => {
  const config = projectorsConfig(process.env);
  const logger = createConsoleLogger(config.LOG_LEVEL, 'projectors');
  const eventStore = openEventStore(config);
  const readStore = await openReadStore(config);
  const searchIndex = openSearchIndex(config);
  const projector = startProjector({
    eventStore,
    readStore,
    searchIndex,
    projections: ALL_PROJECTIONS,
    logger,
  });
  await projector.caughtUp;
  return {
    banner: `projectors are running (${ALL_PROJECTIONS.map((p) => p.name).join(', ')}), caught up with the log.`,
    async stop() {
      await projector.stop();
      await eventStore.close();
      await readStore.close();
      await searchIndex.close();
    },
  };
});
