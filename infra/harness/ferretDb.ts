// A MongoDB-wire-compatible server: FerretDB 1.x on its SQLite backend.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { ensureFerretDb, ferretDbBinary } from './ferretDbBuild.js';
import { mongoPing } from './health.js';
import type { Server } from './server.js';

const port = config.ferretDb.port;
const url = `mongodb://127.0.0.1:${port}/`;

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
    await ensureFerretDb();
  },
  async prepare(dir) {
    const data = join(dir, 'data');
    mkdirSync(data, { recursive: true });
    return {
      command: ferretDbBinary,
      args: [
        '--handler=sqlite',
        `--sqlite-url=file:${data}/`,
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
