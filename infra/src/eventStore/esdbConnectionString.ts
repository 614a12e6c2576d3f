import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseConnectionString } from '@kurrent/kurrentdb-client/dist/Client/parseConnectionString.js';

/** The schemes @kurrent/kurrentdb-client parses; `esdb` is its deprecated name for `kurrentdb`. */
const SCHEME = /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//;

/**
 * Options the client knows, compared as it compares them (case, `_` and `-`
 * ignored). It only warns about any other key and goes on without it, so a
 * misspelt `tlsCAFile` would silently connect without the CA: refused here.
 */
const KNOWN_OPTIONS = [
  'userCertFile',
  'userKeyFile',
  'maxDiscoverAttempts',
  'connectionName',
  'defaultDeadline',
  'discoveryInterval',
  'gossipTimeout',
  'nodePreference',
  'tls',
  'tlsVerifyCert',
  'tlsCAFile',
  'throwOnAppendFailure',
  'keepAliveInterval',
  'keepAliveTimeout',
];
const flat = (key: string) => key.trim().toLowerCase().replace(/[_-]/g, '');
const KNOWN_FLAT = new Set(KNOWN_OPTIONS.map(flat));

/** The deprecated `esdb` scheme under its new name, so the client does not warn on every start. */
export function toClientConnectionString(connectionString: string): string {
  return connectionString
    .trim()
    .replace(/^esdb(\+discover)?:\/\//, (_, discover = '') => `kurrentdb${discover}://`);
}

/**
 * What is wrong with an EventStoreDB / KurrentDB connection string, or null
 * when the client will take it: the scheme, the client's own grammar (hosts,
 * ports, option values), unknown options, and a `tlsCAFile` or client
 * certificate that does not exist (the client would fail only on connect).
 */
export function esdbConnectionStringProblem(connectionString: string): string | null {
  const value = connectionString.trim();
  if (!SCHEME.test(value)) {
    return 'must start with kurrentdb:// or esdb:// (kurrent://, kdb:// and each with +discover also work)';
  }
  const query = value.includes('?') ? value.slice(value.indexOf('?') + 1) : '';
  for (const pair of query.split('&').filter(Boolean)) {
    const key = pair.split('=')[0] ?? '';
    if (!KNOWN_FLAT.has(flat(key)))
      return `has an unknown option "${key}" (known: ${KNOWN_OPTIONS.join(', ')})`;
  }
  let options: ReturnType<typeof parseConnectionString>;
  try {
    options = parseConnectionString(toClientConnectionString(value));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (options.tls !== false) {
    for (const [name, file] of [
      ['tlsCAFile', options.tlsCAFile],
      ['userCertFile', options.userCertFile],
      ['userKeyFile', options.userKeyFile],
    ] as const) {
      if (file && !existsSync(isAbsolute(file) ? file : resolve(process.cwd(), file))) {
        return `names ${name}=${file}, which does not exist`;
      }
    }
  }
  return null;
}
