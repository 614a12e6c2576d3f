import { join } from 'node:path';
import { type ChildServer, startChildServer } from './childServer.js';

/** What the single node and the realtime nodes beside it share: the checkout, the data folder and the alias secret. */
export interface MohallaDeployment {
  repoRoot: string;
  dataDir: string;
  /** The same secret in every node keeps a resident's aliases equal. */
  aliasSecret: string;
}

/**
 * The single node (`npm start`'s launcher) on a free port, keeping its files
 * in `dataDir` and seeding the demo areas. `env` adds to or overrides the
 * defaults (send and sign-up limits, for instance).
 */
export function startSingleNode(
  { repoRoot, dataDir, aliasSecret }: MohallaDeployment,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  return startChildServer(
    join(repoRoot, 'launcher/src/singleNode.ts'),
    {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ALIAS_SECRET: aliasSecret,
      SEED_DEMO: 'true',
      ...env,
    },
    /Mohalla is running at (http:\/\/\S+)/,
    repoRoot,
  );
}

/**
 * A realtime node in its own process on a free port, reading the single
 * node's SQLite files in `dataDir`; the same alias secret keeps aliases equal.
 */
export function startRealtimeNode(
  { repoRoot, dataDir, aliasSecret }: MohallaDeployment,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  return startChildServer(
    join(repoRoot, 'realtime/src/main.ts'),
    {
      EVENT_STORE: 'sqlite',
      EVENT_STORE_PATH: join(dataDir, 'events.sqlite'),
      READ_STORE: 'sqlite',
      READ_STORE_PATH: join(dataDir, 'read-models.sqlite'),
      ALIAS_SECRET: aliasSecret,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'error',
      ...env,
    },
    /realtime is running at (http:\/\/\S+)/,
    repoRoot,
  );
}
