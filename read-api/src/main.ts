import { PROJECTION_NAMES } from '@mohalla/contracts';
import {
  createConsoleLogger,
  createInProcessPresence,
  createInProcessRateLimiter,
  createRedisPresence,
  createRedisRateLimiter,
  fallbackPresence,
  fallbackRateLimiter,
  listen,
  openEventStore,
  openReadStore,
  openSearchIndex,
  runService,
} from '@mohalla/infra';
import { createReadApp } from './app.js';
import { readApiConfig } from './config.js';

/** The read API as its own process (scaled edition). Stateless: run as many as you like. */
runService('read-api', async () => {
  const config = readApiConfig(process.env);
  const logger = createConsoleLogger(config.LOG_LEVEL, 'read-api');
  const readStore = await openReadStore(config);
  // Read only, to check sessions and roles where an answer depends on who asks (the moderation queue).
  const eventStore = openEventStore(config);
  // Presence is shared with the realtime nodes through Redis; alone, this process sees no one online.
  const presence = config.REDIS_URL
    ? // While Redis is down, this node's own view (see fallbackPresence).
      fallbackPresence(createRedisPresence({ url: config.REDIS_URL }), createInProcessPresence())
    : createInProcessPresence();
  if (!config.REDIS_URL) logger.warn('REDIS_URL is not set: online counts will read 0');
  const searchIndex = openSearchIndex(config);
  const rateLimiter = config.REDIS_URL
    ? fallbackRateLimiter(createRedisRateLimiter({ url: config.REDIS_URL }), createInProcessRateLimiter())
    : createInProcessRateLimiter();
  const app = createReadApp({
    readStore,
    searchIndex,
    rateLimiter,
    trustProxy: config.TRUST_PROXY === 'true',
    eventStore,
    presence,
    logger,
    projectionNames: PROJECTION_NAMES,
    maxWaitMs: config.READ_WAIT_MAX_MS,
    reverseGeocoderUrl: config.REVERSE_GEOCODER_URL,
    chatRetentionDays: config.CHAT_RETENTION_DAYS,
  });
  const server = await listen(app.callback(), config.HOST, config.PORT);
  return {
    url: server.url,
    banner: `read-api is running at ${server.url} on the ${config.READ_STORE} read store.`,
    async stop() {
      await server.close();
      await presence.close();
      await rateLimiter.close();
      await searchIndex.close();
      await readStore.close();
      await eventStore.close();
    },
  };
});
