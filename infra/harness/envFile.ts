// The connection URLs as `export NAME=value` lines, also kept in <infra dir>/env for `source`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config, lastInfraDirFile } from './config.js';
import { runningPid, type Server } from './server.js';
import { allServers } from './servers.js';

export const envFilePath = join(config.infraDir, 'env');

export function exportLine(server: Server): string {
  const extra = Object.entries(server.extraEnv ?? {}).map(([name, value]) => ` ${name}=${value}`);
  return `export ${server.envVar}=${server.url}${extra.join('')}`;
}

/** The line that points infra:down (and a later infra:up) at this folder once the env file is sourced. */
export const infraDirLine = () => `export MOHALLA_INFRA_DIR=${config.infraDir}`;

/**
 * Rewrites the env file with every server this harness has running now,
 * and notes this folder as the last one used while any server runs.
 */
export function writeEnvFile(): void {
  const lines = allServers.filter((server) => runningPid(server) !== undefined).map(exportLine);
  mkdirSync(config.infraDir, { recursive: true, mode: 0o755 });
  writeFileSync(envFilePath, lines.length > 0 ? `${[...lines, infraDirLine()].join('\n')}\n` : '');
  if (lines.length > 0) writeFileSync(lastInfraDirFile, `${config.infraDir}\n`);
  else rmSync(lastInfraDirFile, { force: true });
}
