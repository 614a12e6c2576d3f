import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSqliteEventStore, createSqliteReadStore, type Logger } from '@mohalla/infra';
import { ALL_PROJECTIONS, startProjector } from '@mohalla/projectors';
import { createReadApp } from '@mohalla/read-api';
import { createWriteApp } from '@mohalla/write-api';
import type { Config } from './config.js';
import { seedDemo } from './seed/seedDemo.js';
import { createWebApp } from './web/serveWeb.js';

export interface SingleNodeOptions {
  config: Config;
  dataDir: string;
  webDistDir: string;
  logger: Logger;
}

export interface SingleNode {
  url: string;
  stop(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Composes the services in one process: the log and the read models are
 * SQLite files in the data folder, the projector runs beside the APIs, and
 * one HTTP server sends API reads to the read API, API writes to the write
 * API, and everything else to the web client.
 */
export async function startSingleNode({
  config,
  dataDir,
  webDistDir,
  logger,
}: SingleNodeOptions): Promise<SingleNode> {
  const eventStore = createSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
  const readStore = createSqliteReadStore({ path: join(dataDir, 'read-models.sqlite') });
  const projector = startProjector({ eventStore, readStore, projections: ALL_PROJECTIONS, logger });

  if (config.SEED_DEMO) await seedDemo(eventStore, logger);

  const write = createWriteApp({ eventStore, logger }).callback();
  const read = createReadApp({
    readStore,
    logger,
    projectionNames: ALL_PROJECTIONS.map((p) => p.name),
    maxWaitMs: config.READ_WAIT_MAX_MS,
  }).callback();
  const web = createWebApp(webDistDir).callback();
  const route: Handler = (req, res) => {
    const path = req.url ?? '/';
    if (path === '/healthz') return void health(res);
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/api?')) {
      const isRead = req.method === 'GET' || req.method === 'HEAD';
      return void (isRead ? read : write)(req, res);
    }
    return void web(req, res);
  };

  /** Liveness plus how far the log and the read models are: the gap is the projection lag. */
  const health = async (res: ServerResponse) => {
    const logPosition = await eventStore.headPosition();
    const checkpoints = await Promise.all(ALL_PROJECTIONS.map((p) => readStore.checkpoints.get(p.name)));
    const readPosition = Math.min(...checkpoints.map((c) => c ?? 0));
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: 'ok', logPosition, readPosition }));
  };

  const server = createServer(route);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST;

  return {
    url: `http://${host}:${port}`,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await projector.stop();
      await eventStore.close();
      await readStore.close();
    },
  };
}
