import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createConsoleLogger,
  keyEncryptionSecret,
  openEventStore,
  openReadStore,
  runService,
  type StoreSettings,
} from '@mohalla/infra';
import { oidcEnabled, publicUrlOf, scaledConfig } from './config.js';
import { serveGateway } from './gateway.js';
import { keepFilesPrivate, privateDataDir } from './privateFiles.js';
import { type ChildService, startChildService } from './scaled/childService.js';
import { roundRobinProxy } from './scaled/proxy.js';
import { SERVICE_ENTRIES, type ServiceKind } from './scaled/serviceEntries.js';
import { upgradeProxy } from './scaled/upgradeProxy.js';
import { type UpstreamPool, upstreamPool } from './scaled/upstreamPool.js';
import { aliasSecret } from './secrets.js';
import { seedDemo } from './seed/seedDemo.js';
import { createWebApp, defaultWebDist } from './web/serveWeb.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run start:scaled`: the scaled edition on this machine. The projector,
 * several write-api, read-api and realtime processes, each its own process on MongoDB
 * (FerretDB here) and on EventStoreDB when EVENTSTORE_URL is set (otherwise a
 * SQLite log file the processes share), behind a gateway on one port.
 */
runService('Mohalla (scaled)', async () => {
  // Before any process starts: they inherit the mask.
  keepFilesPrivate();
  const config = scaledConfig(process.env);
  const logger = createConsoleLogger(config.LOG_LEVEL, 'scaled');
  const dataDir = resolve(config.DATA_DIR);
  privateDataDir(dataDir);
  const stores: StoreSettings = {
    EVENT_STORE: config.EVENTSTORE_URL ? 'esdb' : 'sqlite',
    EVENT_STORE_PATH: join(dataDir, 'events.sqlite'),
    EVENTSTORE_URL: config.EVENTSTORE_URL,
    READ_STORE: 'mongo',
    READ_STORE_PATH: join(dataDir, 'unused.sqlite'),
    MONGO_URL: config.MONGO_URL,
    MONGO_DATABASE: config.MONGO_DATABASE,
    SEARCH_INDEX: config.OPENSEARCH_URL ? 'opensearch' : 'sqlite',
    SEARCH_INDEX_PATH: join(dataDir, 'search.sqlite'),
    OPENSEARCH_URL: config.OPENSEARCH_URL,
    OPENSEARCH_INDEX_PREFIX: config.OPENSEARCH_INDEX_PREFIX,
    // Every service opens the data keys in MongoDB with the one master secret (issue 16 point 3).
    KEY_STORE: 'mongo',
    KEY_ENCRYPTION_SECRET: keyEncryptionSecret(dataDir, config.KEY_ENCRYPTION_SECRET),
  };
  const env: Record<string, string> = {
    ...Object.fromEntries(Object.entries(stores).filter(([, v]) => v !== undefined)),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: config.LOG_LEVEL,
    READ_WAIT_MAX_MS: String(config.READ_WAIT_MAX_MS),
    ALIAS_SECRET: aliasSecret(dataDir, config.ALIAS_SECRET),
    TRUST_PROXY: 'true',
    SIGNUP_LIMIT_PER_ADDRESS: String(config.SIGNUP_LIMIT_PER_ADDRESS),
    ...(config.REDIS_URL ? { REDIS_URL: config.REDIS_URL } : {}),
    // Deployments sharing a Redis must not take each other's jobs: keep them apart as their read models are.
    JOB_QUEUE_PREFIX: config.MONGO_DATABASE,
    // Several write-api processes need one shared store for uploads: S3 (MinIO from infra:up) when there is one.
    UPLOADS: process.env.S3_ENDPOINT ? 's3' : 'off',
    ...(config.REVERSE_GEOCODER_URL ? { REVERSE_GEOCODER_URL: config.REVERSE_GEOCODER_URL } : {}),
    ...(oidcEnabled(config)
      ? {
          OIDC_ISSUER_URL: config.OIDC_ISSUER_URL,
          OIDC_CLIENT_ID: config.OIDC_CLIENT_ID ?? '',
          OIDC_CLIENT_SECRET: config.OIDC_CLIENT_SECRET ?? '',
          PUBLIC_URL: publicUrlOf(config, config.PORT),
          OIDC_TOKEN_SIGNUP: config.OIDC_TOKEN_SIGNUP,
        }
      : {}),
  };

  const eventStore = openEventStore(stores);
  const readStore = await openReadStore(stores);
  if (config.SEED_DEMO) await seedDemo(eventStore, logger);

  const children: ChildService[] = [];
  /** `entry`: the service's main file, relative to the repository. */
  const start = async (name: string, kind: ServiceKind, extraEnv: Record<string, string> = {}) => {
    children.push(
      await startChildService(name, join(repoRoot, SERVICE_ENTRIES[kind]), { ...env, ...extraEnv }, repoRoot),
    );
    return children.at(-1)!;
  };
  try {
    await start('projectors', 'projectors');
    const writers = await Promise.all(
      Array.from({ length: config.WRITE_API_INSTANCES }, (_, i) => start(`write-api-${i + 1}`, 'write-api')),
    );
    const readers = await Promise.all(
      Array.from({ length: config.READ_API_INSTANCES }, (_, i) => start(`read-api-${i + 1}`, 'read-api')),
    );
    // Each realtime node follows the log itself; with REDIS_URL they share presence and send counts.
    const realtimeEnv = {
      CHAT_SEND_LIMIT: String(config.CHAT_SEND_LIMIT),
      CHAT_CHANGE_LIMIT: String(config.CHAT_CHANGE_LIMIT),
      CHAT_JOIN_LIMIT_PER_ADDRESS: String(config.CHAT_JOIN_LIMIT_PER_ADDRESS),
      ...(config.PUBLIC_URL ? { PUBLIC_URL: config.PUBLIC_URL } : {}),
    };
    const realtimes = await Promise.all(
      Array.from({ length: config.REALTIME_INSTANCES }, (_, i) =>
        start(`realtime-${i + 1}`, 'realtime', realtimeEnv),
      ),
    );
    // Health-checked pools: a dead instance is ejected, and its restart put back under its new URL.
    const pools: UpstreamPool[] = [];
    const poolOf = (instances: ChildService[]) => {
      const pool = upstreamPool(instances.map((i) => i.url!));
      for (const instance of instances)
        instance.onRestart((oldUrl, newUrl) => pool.replace(oldUrl!, newUrl!));
      pools.push(pool);
      return pool;
    };
    const realtimePool = poolOf(realtimes);
    const handlers = {
      write: roundRobinProxy(poolOf(writers)),
      read: roundRobinProxy(poolOf(readers)),
      realtime: roundRobinProxy(realtimePool),
      web: createWebApp(resolve(config.WEB_DIST_DIR ?? defaultWebDist), logger).callback(),
    };
    const gateway = await serveGateway(
      handlers,
      { eventStore, readStore },
      config.HOST,
      config.PORT,
      upgradeProxy(realtimePool),
    );
    const counts = `${writers.length} write-api, ${readers.length} read-api, ${realtimes.length} realtime, 1 projector`;
    return {
      banner: `Mohalla (scaled) is running at ${gateway.url} (${counts}).`,
      async stop() {
        // A terminal's Ctrl-C reaches every child too: none of them is to be started again.
        for (const child of children) child.stopRestarting();
        // Sockets first: the gateway's close waits for the connections it passed on.
        await Promise.all(realtimes.map((r) => r.stop()));
        await gateway.close();
        for (const pool of pools) pool.close();
        await Promise.all(children.map((c) => c.stop()));
        await eventStore.close();
        await readStore.close();
      },
    };
  } catch (error) {
    await Promise.all(children.map((c) => c.stop()));
    throw error;
  }
});
