// The known servers and the command-line selection of a subset.

import { config } from './config.js';
import { ferretDb } from './ferretDb.js';
import { openSearch } from './openSearch.js';
import { postgres } from './postgres.js';
import { redis } from './redis.js';
import { s3 } from './s3.js';
import type { Server } from './server.js';

/** PostgreSQL first: FerretDB stores its data there (unless MOHALLA_FERRETDB_BACKEND=sqlite). */
export const allServers: Server[] = [redis, openSearch, postgres, ferretDb, s3];

const needsPostgres = config.ferretDb.backend === 'postgresql';

export const usage = `usage: npm run infra:up [-- <server>...]     start (or reuse) local servers
       npm run infra:down [-- [--purge] <server>...]   stop them (--purge also deletes their data and logs)
servers: ${allServers.map((s) => [s.name, ...s.aliases].join('|')).join(', ')} (default: all)`;

/**
 * Servers named in args (all when none); throws a usage message for unknown names. `forUp`: a
 * server's dependencies come with it (FerretDB brings PostgreSQL up; stopping FerretDB leaves it).
 */
export function selectServers(args: string[], forUp = false): Server[] {
  const names = args.filter((arg) => !arg.startsWith('-'));
  if (names.length === 0) return allServers.filter((s) => s !== postgres || needsPostgres || !forUp);
  const chosen = new Set<Server>();
  for (const name of names) {
    const server = allServers.find(
      (s) => s.name === name.toLowerCase() || s.aliases.includes(name.toLowerCase()),
    );
    if (!server) throw new Error(`unknown server "${name}"\n${usage}`);
    chosen.add(server);
    if (forUp && server === ferretDb && needsPostgres) chosen.add(postgres);
  }
  return allServers.filter((server) => chosen.has(server));
}
