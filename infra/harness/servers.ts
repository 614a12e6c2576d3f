// The known servers and the command-line selection of a subset.
import { ferretDb } from './ferretDb.js';
import { openSearch } from './openSearch.js';
import { redis } from './redis.js';
import { s3 } from './s3.js';
import type { Server } from './server.js';

export const allServers: Server[] = [redis, openSearch, ferretDb, s3];

export const usage = `usage: npm run infra:up [-- <server>...]     start (or reuse) local servers
       npm run infra:down [-- [--purge] <server>...]   stop them (--purge also deletes their data and logs)
servers: ${allServers.map((s) => [s.name, ...s.aliases].join('|')).join(', ')} (default: all)`;

/** Servers named in args (all when none); throws a usage message for unknown names. */
export function selectServers(args: string[]): Server[] {
  const names = args.filter((arg) => !arg.startsWith('-'));
  if (names.length === 0) return allServers;
  const chosen = new Set<Server>();
  for (const name of names) {
    const server = allServers.find(
      (s) => s.name === name.toLowerCase() || s.aliases.includes(name.toLowerCase()),
    );
    if (!server) throw new Error(`unknown server "${name}"\n${usage}`);
    chosen.add(server);
  }
  return allServers.filter((server) => chosen.has(server));
}
