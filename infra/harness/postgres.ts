// PostgreSQL, FerretDB's production backend: Debian's `postgresql` package, one throw-away cluster
// in the infra dir, on loopback, run as an unprivileged user (initdb and postgres refuse root).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { run } from './proc.js';
import { say } from './report.js';
import type { Server } from './server.js';
import { chownTree, ensureDebianPackage, type Identity, serviceIdentity } from './system.js';

const { port, user, database } = config.postgres;

/** `/usr/lib/postgresql/<newest major>/bin`, where Debian keeps initdb and postgres (off PATH). */
function findBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length > 0 ? join(root, majors[0]!, 'bin') : undefined;
}

let binDir: string | undefined;
const bin = (program: string) => join(binDir ?? findBinDir() ?? '/usr/lib/postgresql/bin', program);

async function initCluster(data: string, owner: Identity): Promise<void> {
  if (existsSync(join(data, 'PG_VERSION'))) return;
  say('postgres', `initdb ${data} (superuser ${user}, trust on loopback)`);
  mkdirSync(data, { recursive: true, mode: 0o700 });
  chownTree(data, owner.uid, owner.gid);
  await run(
    bin('initdb'),
    ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { uid: owner.uid, gid: owner.gid, env: { ...process.env, HOME: data } },
  );
}

export const postgres: Server = {
  name: 'postgres',
  aliases: ['postgresql', 'pg'],
  envVar: 'POSTGRES_URL',
  url: `postgres://${user}@127.0.0.1:${port}/${database}`,
  port,
  processMarker: 'postgres',
  startTimeoutMs: 60_000,
  stopGraceMs: 20_000,
  // SIGTERM is PostgreSQL's "smart" shutdown, which waits for FerretDB's pooled connections to close.
  stopSignal: 'SIGINT',
  hint: 'set MOHALLA_POSTGRES_PORT to use another port; `npm run infra:down -- --purge postgres` starts the cluster afresh',
  async install() {
    binDir = await ensureDebianPackage('postgres', 'initdb', 'postgresql', findBinDir);
    binDir = findBinDir();
  },
  async prepare(dir) {
    const owner = await serviceIdentity('postgres');
    const data = join(dir, 'data');
    const sockets = join(dir, 'run');
    mkdirSync(sockets, { recursive: true });
    chownTree(dir, owner.uid, owner.gid);
    await initCluster(data, owner);
    return {
      command: bin('postgres'),
      args: [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        sockets,
        '-c',
        'listen_addresses=127.0.0.1',
        // A throw-away test and bench server, like the in-memory Redis beside it: it keeps its
        // data across a clean restart but not across a machine crash. Not for production.
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'shared_buffers=256MB',
        '-c',
        'max_connections=300', // FerretDB's pool (250) and some to spare
      ],
      cwd: dir,
      uid: owner.uid,
      gid: owner.gid,
      env: { ...process.env, HOME: dir },
    };
  },
  async healthy() {
    try {
      await run(bin('pg_isready'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        user,
        '-d',
        database,
        '-t',
        '2',
      ]);
      return true;
    } catch {
      return false;
    }
  },
};
