import { join } from 'node:path';

/**
 * The environment with the embedded stores' file paths taken from
 * `DATA_DIR` when it is set and a path is not: the command-line tools
 * (seed, roles, rebuild, verify-projections) then find the files the
 * single node uses (`DATA_DIR/events.sqlite` ...) instead of `./data`'s.
 */
export function withDataDirPaths(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const dataDir = env.DATA_DIR;
  if (!dataDir) return env;
  return {
    EVENT_STORE_PATH: join(dataDir, 'events.sqlite'),
    READ_STORE_PATH: join(dataDir, 'read-models.sqlite'),
    SEARCH_INDEX_PATH: join(dataDir, 'search.sqlite'),
    ...env,
  };
}
