// A MongoDB-wire-compatible server: FerretDB 1.x, on PostgreSQL (its production backend) unless
// MOHALLA_FERRETDB_BACKEND=sqlite (no PostgreSQL needed, but ~150 writes a second).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { ensureFerretDb, ferretDbBinary } from './ferretDbBuild.js';
import { mongoPing } from './health.js';
import { indexForFerretDb, postgres } from './postgres.js';
import { type Server, up } from './server.js';

const port = config.ferretDb.port;
const url = `mongodb://127.0.0.1:${port}/`;
const backend = config.ferretDb.backend;
/** Above what the edition's processes keep in flight together (the read store caps each client at 16). */
const postgresPoolSize = 250;

function backendFlags(dir: string): string[] {
  // FerretDB's own default pool is 50 connections, and it deadlocks (every client hangs, ping
  // included) when more requests than that are in flight while one of them creates a collection or
  // an index: they hold the connections and wait for its metadata lock, which waits for a connection.
  if (backend === 'postgresql') {
    return ['--handler=postgresql', `--postgresql-url=${postgres.url}?pool_max_conns=${postgresPoolSize}`];
  }
  const data = join(dir, 'data');
  mkdirSync(data, { recursive: true });
  return ['--handler=sqlite', `--sqlite-url=file:${data}/`];
}

export const ferretDb: Server = {
  name: 'mongo',
  aliases: ['mongodb', 'ferretdb', 'ferret'],
  envVar: 'MONGO_URL',
  url,
  port,
  processMarker: 'ferretdb',
  startTimeoutMs: 30_000,
  stopGraceMs: 10_000,
  hint: 'set MOHALLA_MONGO_PORT to use another port; delete the cached binary to force a rebuild',
  async install() {
    // Built while PostgreSQL starts; both must be ready before FerretDB starts.
    await Promise.all([
      ensureFerretDb(),
      backend === 'postgresql' ? up(postgres).then(() => indexForFerretDb()) : undefined,
    ]);
  },
  async prepare(dir) {
    return {
      command: ferretDbBinary,
      args: [
        ...backendFlags(dir),
        `--state-dir=${dir}`,
        `--listen-addr=127.0.0.1:${port}`,
        '--debug-addr=-',
        '--telemetry=disable',
        '--log-level=info',
      ],
      env: { ...process.env, DO_NOT_TRACK: '1' },
      cwd: dir,
    };
  },
  healthy: () => mongoPing(url),
};
