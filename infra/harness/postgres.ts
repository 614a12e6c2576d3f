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
/** Where pg_isready and psql reach the cluster. */
const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', user, '-d', database];

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
        // FerretDB's prepared queries name the field as a parameter (`_jsonb->$1 @> $2`): a generic plan
        // cannot match that to an index on `_jsonb->'_id'`, so after five runs every lookup by _id
        // became a sequential scan. Planned with the values, each uses the GIN index below.
        '-c',
        'plan_cache_mode=force_custom_plan',
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
      await run(bin('pg_isready'), [...connection, '-t', '2']);
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * FerretDB 1.24 filters with `_jsonb->'field' @> value`, which its own btree indexes (on
 * `_jsonb->'field'`) cannot serve: every lookup by `_id`, and every filter on an indexed field, was a
 * sequential scan, so a rebuild slowed down as its collections grew (quadratic). An event trigger gives
 * each FerretDB table a GIN index on `_jsonb->'_id'` and each FerretDB btree index a GIN twin on its
 * first key, which `@>` can use; tables and indexes made before the trigger get theirs now.
 */
const ginForFerretDb = `
CREATE OR REPLACE FUNCTION mohalla_gin_for(tbl regclass, expr text) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE name text := left(replace(tbl::text, '"', ''), 40) || '_gin_' || substr(md5(tbl::text || expr), 1, 8);
BEGIN
  name := regexp_replace(name, '^.*\\.', '');
  IF NOT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE c.relname = name AND n.oid = (SELECT relnamespace FROM pg_class WHERE oid = tbl)) THEN
    EXECUTE format('CREATE INDEX %I ON %s USING gin (%s)', name, tbl, expr);
  END IF;
END $f$;
CREATE OR REPLACE FUNCTION mohalla_gin_for_index(ix oid) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE tbl regclass; expr text;
BEGIN
  SELECT i.indrelid::regclass, pg_get_indexdef(ix, 1, true) INTO tbl, expr
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
   WHERE i.indexrelid = ix AND a.amname = 'btree';
  IF expr LIKE '%_jsonb%' AND expr <> '_jsonb' THEN PERFORM mohalla_gin_for(tbl, expr); END IF;
END $f$;
CREATE OR REPLACE FUNCTION mohalla_gin_on_ddl() RETURNS event_trigger LANGUAGE plpgsql AS $f$
DECLARE obj record;
BEGIN
  FOR obj IN SELECT * FROM pg_event_trigger_ddl_commands() LOOP
    IF obj.command_tag = 'CREATE TABLE' AND obj.object_type = 'table' AND EXISTS
       (SELECT 1 FROM pg_attribute WHERE attrelid = obj.objid AND attname = '_jsonb') THEN
      PERFORM mohalla_gin_for(obj.objid::regclass, '(_jsonb -> ''_id''::text)');
    ELSIF obj.command_tag = 'CREATE INDEX' AND obj.object_type = 'index' THEN
      PERFORM mohalla_gin_for_index(obj.objid);
    END IF;
  END LOOP;
END $f$;
DROP EVENT TRIGGER IF EXISTS mohalla_gin_on_ddl;
CREATE EVENT TRIGGER mohalla_gin_on_ddl ON ddl_command_end WHEN TAG IN ('CREATE TABLE', 'CREATE INDEX')
  EXECUTE FUNCTION mohalla_gin_on_ddl();
SELECT count(mohalla_gin_for(a.attrelid::regclass, '(_jsonb -> ''_id''::text)')) FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE a.attname = '_jsonb' AND c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema');
SELECT count(mohalla_gin_for_index(i.indexrelid)) FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema');
`;

/** Installs the GIN indexes FerretDB's queries can use (see above); safe to run again. */
export async function indexForFerretDb(): Promise<void> {
  await run(bin('psql'), [...connection, '-v', 'ON_ERROR_STOP=1', '-q', '-c', ginForFerretDb]);
}
