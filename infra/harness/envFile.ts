// The connection URLs as `export NAME=value` lines, also kept in <infra dir>/env for `source`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { runningPid, type Server } from './server.js';
import { allServers } from './servers.js';

export const envFilePath = join(config.infraDir, 'env');

export function exportLine(server: Server): string {
  const extra = Object.entries(server.extraEnv ?? {}).map(([name, value]) => ` ${name}=${value}`);
  return `export ${server.envVar}=${server.url}${extra.join('')}`;
}

/** Rewrites the env file with every server this harness has running now. */
export function writeEnvFile(): void {
  const lines = allServers.filter((server) => runningPid(server) !== undefined).map(exportLine);
  mkdirSync(config.infraDir, { recursive: true, mode: 0o755 });
  writeFileSync(envFilePath, lines.length > 0 ? `${lines.join('\n')}\n` : '');
}
