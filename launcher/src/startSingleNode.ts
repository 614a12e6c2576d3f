import { join } from 'node:path';
import { PROJECTION_NAMES } from '@mohalla/contracts';
import {
  chatRetentionPolicy,
  createInProcessJobQueue,
  createInProcessPresence,
  createInProcessRateLimiter,
  createSqliteEventStore,
  createSqliteKeyStore,
  createSqliteReadStore,
  createSqliteSearchIndex,
  keyEncryptionSecret,
  type Logger,
  objectStorageFrom,
  personalDataEventStore,
  personKeys,
  startRetentionPruner,
} from '@mohalla/infra';
import {
  ALL_PROJECTIONS,
  appendSignalBuffer,
  startBackgroundJobs,
  startProjector,
  startProjectorThread,
  superviseProjector,
} from '@mohalla/projectors';
import { createReadApp } from '@mohalla/read-api';
import { startRealtimeNode } from '@mohalla/realtime';
import { createWriteApp, uploadQuotaFrom } from '@mohalla/write-api';
import { awaitReadModels } from './awaitReadModels.js';
import type { LauncherConfig } from './config.js';
import { serveGateway } from './gateway.js';
import { roundRobinProxy } from './scaled/proxy.js';
import { upgradeProxy } from './scaled/upgradeProxy.js';
import { aliasSecret } from './secrets.js';
import { seedDemo } from './seed/seedDemo.js';
import { createWebApp } from './web/serveWeb.js';

export interface SingleNodeOptions {
  config: LauncherConfig;
  dataDir: string;
  webDistDir: string;
  logger: Logger;
  /**
   * Run the live projector in a worker thread of its own (default), off the
   * event loop that serves requests; false runs it on that loop.
   */
  projectorThread?: boolean;
}

/**
 * Composes the services in one process: the log and the read models are
 * SQLite files in the data folder, the projector runs beside the APIs (in a
 * worker thread with its own connections to those files), and
 * one HTTP server sends API reads to the read API, API writes to the write
 * API, and everything else to the web client.
 */
export async function startSingleNode({
  config,
  dataDir,
  webDistDir,
  logger,
  projectorThread = true,
}: SingleNodeOptions) {
  const paths = {
    eventsPath: join(dataDir, 'events.sqlite'),
    readModelsPath: join(dataDir, 'read-models.sqlite'),
    searchPath: join(dataDir, 'search.sqlite'),
  };
  const retention = chatRetentionPolicy(config.CHAT_RETENTION_DAYS);
  // Each commit of this process's appends wakes the projector thread's subscription (from the writer thread).
  const appendSignal = projectorThread ? appendSignalBuffer() : undefined;
  // And the thread's appends (alert notifications) wake this store's subscriptions (live chat's follower).
  let wakeSubscriptions: (() => void) | undefined;
  // Personal data in the log is sealed per person with keys kept in keys.sqlite (issue 16 point 3).
  const keys = {
    path: join(dataDir, 'keys.sqlite'),
    secret: keyEncryptionSecret(dataDir, config.KEY_ENCRYPTION_SECRET),
  };
  const log = createSqliteEventStore({
    path: paths.eventsPath,
    retention,
    ...(appendSignal ? { appendSignal } : {}),
    wakeOnAppend: (wake) => {
      wakeSubscriptions = wake;
    },
  });
  const eventStore = personalDataEventStore(
    log,
    personKeys(createSqliteKeyStore({ path: keys.path }), keys.secret),
  );
  // Expired chat is already not served; this takes it off the disk.
  const retentionPruner = startRetentionPruner(eventStore, logger);
  const readStore = createSqliteReadStore({ path: paths.readModelsPath });
  // Who is online, kept in this process (the realtime node joins it; Redis in the scaled edition).
  const presence = createInProcessPresence();
  const searchIndex = createSqliteSearchIndex({ path: paths.searchPath });
  const inThread = () =>
    superviseProjector(
      () => startProjector({ eventStore, readStore, searchIndex, projections: ALL_PROJECTIONS, logger }),
      { logger },
    );
  const thread = appendSignal
    ? startProjectorThread({
        ...paths,
        retention,
        appendSignal,
        keys,
        logger,
        onAppended: () => wakeSubscriptions?.(),
      })
    : undefined;
  const projector = thread ?? inThread();
  // Alert notifications (in the projector's thread when it has one: the reactor writes its checkpoint
  // to the read store per post event), chat text expiry and admins' rebuilds, on queues in this process.
  const backgroundJobs = await startBackgroundJobs({
    eventStore,
    readStore,
    searchIndex,
    logger,
    openQueue: async (name, jobs) => createInProcessJobQueue({ name, jobs }),
    notifications: !thread,
    retentionDays: config.CHAT_RETENTION_DAYS,
    rebuilds: { live: projector, leaseMs: config.REBUILD_LEASE_MS },
  });

  if (config.SEED_DEMO) await seedDemo(eventStore, logger);
  await awaitReadModels(eventStore, readStore, projector.finished, logger);

  // PUBLIC_URL defaults to where this node listens, known once it does (PORT=0 picks the port).
  let listeningUrl: string | undefined;
  const publicUrl = () => {
    if (!listeningUrl) throw new Error('the public URL is not known before the server listens');
    return listeningUrl;
  };
  const oidc =
    config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? {
          issuerUrl: config.OIDC_ISSUER_URL,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          publicUrl: config.PUBLIC_URL ?? publicUrl,
          tokenSignIn: config.OIDC_TOKEN_SIGNUP === 'true',
        }
      : undefined;
  // Live chat: a uWebSockets.js node on a loopback port of its own, on this process's log, read
  // models and presence; the gateway passes `/ws` and the chat calls to it.
  const realtime = await startRealtimeNode(
    {
      eventStore,
      readStore,
      presence,
      rateLimiter: createInProcessRateLimiter(),
      logger,
      aliasSecret: aliasSecret(dataDir, config.ALIAS_SECRET),
      allowedOrigins: config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [],
      sendsPerWindow: config.CHAT_SEND_LIMIT,
      changesPerWindow: config.CHAT_CHANGE_LIMIT,
      joinsPerAddress: config.CHAT_JOIN_LIMIT_PER_ADDRESS,
      // Reached only through this process's gateway, which names the client in X-Forwarded-For.
      trustProxy: true,
    },
    '127.0.0.1',
    0,
  );
  const objectStorage = objectStorageFrom(config, config.UPLOADS_DIR ?? join(dataDir, 'uploads'));
  const handlers = {
    write: createWriteApp({
      eventStore,
      // Only as an index: which channel holds a chat message (moderators' audits and actions).
      readStore,
      logger,
      aliasSecret: aliasSecret(dataDir, config.ALIAS_SECRET),
      oidc,
      rateLimiter: createInProcessRateLimiter(),
      signupsPerAddressPerHour: config.SIGNUP_LIMIT_PER_ADDRESS,
      objectStorage,
      uploadQuota: uploadQuotaFrom(config),
      rebuilds: backgroundJobs.rebuilder,
    }).callback(),
    read: createReadApp({
      readStore,
      searchIndex,
      // Only to check sessions and roles (the moderation queue, one's own reports, upvotedByMe).
      eventStore,
      presence,
      logger,
      ...(config.REVERSE_GEOCODER_URL ? { reverseGeocoderUrl: config.REVERSE_GEOCODER_URL } : {}),
      projectionNames: PROJECTION_NAMES,
      maxWaitMs: config.READ_WAIT_MAX_MS,
      chatRetentionDays: config.CHAT_RETENTION_DAYS,
    }).callback(),
    realtime: roundRobinProxy([realtime.url]),
    web: createWebApp(webDistDir, logger).callback(),
  };
  const server = await serveGateway(
    handlers,
    { eventStore, readStore, projectorHealth: projector.health },
    config.HOST,
    config.PORT,
    upgradeProxy([realtime.url]),
  );
  listeningUrl = server.url;

  return {
    url: server.url,
    async stop() {
      // Sockets first: the gateway's close waits for the connections it passed on.
      await realtime.close();
      await server.close();
      await backgroundJobs.stop();
      await projector.stop();
      await objectStorage?.close();
      await retentionPruner.stop();
      await eventStore.close();
      await readStore.close();
      await searchIndex.close();
    },
  };
}
