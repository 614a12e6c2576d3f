// Redis from Debian's redis-server package, in memory only.
import { config } from './config.js';
import { redisPing } from './health.js';
import type { Server } from './server.js';
import { ensureDebianPackage } from './system.js';

const port = config.redis.port;
let binary = 'redis-server';

export const redis: Server = {
  name: 'redis',
  aliases: [],
  envVar: 'REDIS_URL',
  url: `redis://127.0.0.1:${port}`,
  port,
  processMarker: 'redis-server',
  startTimeoutMs: 20_000,
  stopGraceMs: 10_000,
  hint: 'set MOHALLA_REDIS_PORT to use another port',
  async install() {
    binary = await ensureDebianPackage('redis', 'redis-server', 'redis-server');
  },
  async prepare(dir) {
    return {
      command: binary,
      args: [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--protected-mode',
        'yes',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
        '--logfile',
        '',
      ],
      cwd: dir,
    };
  },
  healthy: () => redisPing(port),
};
