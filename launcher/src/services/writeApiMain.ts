import {
  closeInOrder,
  listen,
  objectStorageFrom,
  openSearchIndex,
  runConfiguredService,
  sharedRateLimiter,
} from '@mohalla/infra';
import { createWriteApp, oidcSettingsFrom, uploadQuotaFrom, writeApiConfig } from '@mohalla/write-api';
import { openRebuildControl } from './openRebuildControl.js';

/**
 * The write API as its own process (scaled edition). Stateless: run as many as you like.
 * Composed here, not in write-api, because its rebuild control runs the projectors' code:
 * write-api itself knows the control only as a port (admin/rebuildRoutes.ts).
 */
runConfiguredService('write-api', writeApiConfig, async (config, { logger, eventStore, readStore }) => {
  // Several instances must share their counts; alone, in-process counting is exact.
  const rateLimiter = sharedRateLimiter(config.REDIS_URL);
  if (!config.REDIS_URL) logger.warn('REDIS_URL is not set: rate limits are counted per write-api instance');
  // Several instances need storage they share (s3); `local` suits one instance, or several on one disk.
  const objectStorage = objectStorageFrom(config, config.UPLOADS_DIR);
  if (!objectStorage) logger.warn('UPLOADS=off: file uploads answer "coming soon"');
  // Admins' rebuilds are enqueued here and run by the projectors' process, on a queue both share.
  const rebuildControl = await openRebuildControl({
    env: process.env,
    eventStore,
    readStore,
    openSearchIndex: () => openSearchIndex(config),
    logger,
  });
  if (!rebuildControl)
    logger.warn('no job queue shared with the projectors (REDIS_URL): the rebuild API answers 503');
  const server = await listen(
    createWriteApp({
      eventStore,
      logger,
      aliasSecret: config.ALIAS_SECRET,
      oidc: oidcSettingsFrom(config),
      rateLimiter,
      trustProxy: config.TRUST_PROXY === 'true',
      signupsPerAddressPerHour: config.SIGNUP_LIMIT_PER_ADDRESS,
      objectStorage,
      uploadQuota: uploadQuotaFrom(config),
      // Only as an index: which channel holds a chat message (moderators' audits and actions).
      readStore,
      rebuilds: rebuildControl?.rebuilds,
    }).callback(),
    config.HOST,
    config.PORT,
  );
  return {
    url: server.url,
    banner: `write-api is running at ${server.url} on the ${config.EVENT_STORE} event store.`,
    stop: () => closeInOrder([server, rateLimiter, objectStorage, rebuildControl]),
  };
});
