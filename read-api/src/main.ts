import { PROJECTION_NAMES } from '@mohalla/contracts';
import {
  closeInOrder,
  listen,
  openSearchIndex,
  runConfiguredService,
  sharedPresence,
  sharedRateLimiter,
} from '@mohalla/infra';
import { createReadApp } from './app.js';
import { readApiConfig } from './config.js';

/** The read API as its own process (scaled edition). Stateless: run as many as you like. */
runConfiguredService('read-api', readApiConfig, async (config, { logger, eventStore, readStore }) => {
  // Presence is shared with the realtime nodes through Redis; alone, this process sees no one online.
  const presence = sharedPresence(config.REDIS_URL);
  if (!config.REDIS_URL) logger.warn('REDIS_URL is not set: online counts will read 0');
  const searchIndex = openSearchIndex(config);
  const rateLimiter = sharedRateLimiter(config.REDIS_URL);
  const app = createReadApp({
    readStore,
    searchIndex,
    rateLimiter,
    trustProxy: config.TRUST_PROXY === 'true',
    // Read only, to check sessions and roles where an answer depends on who asks (the moderation queue).
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
    stop: () => closeInOrder([server, presence, rateLimiter, searchIndex]),
  };
});
