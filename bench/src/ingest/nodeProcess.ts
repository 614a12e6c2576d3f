import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ChildServer, startChildServer } from '../fanout/childServer.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type NodeProcess = ChildServer;

/**
 * The real single node (`npm start` without the web build) as its own
 * process, so the load generator here does not share its event loop.
 * `cpuProfileDir` adds `--cpu-prof` (see bench/README.md).
 */
export function startNodeProcess(
  dataDir: string,
  cpuProfileDir?: string,
  script = join(repoRoot, 'launcher/src/singleNode.ts'),
): Promise<NodeProcess> {
  return startChildServer(
    script,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SIGNUP_LIMIT_PER_ADDRESS: '10000',
    },
    /Mohalla is running at (http:\/\/[^\s)]+)/,
    repoRoot,
    cpuProfileDir,
  );
}
