import { renameSync, writeFileSync } from 'node:fs';
import type { ProjectorHealth } from './supervisedProjector.js';

export const HEALTH_FILE_EVERY_MS = 5_000;

/**
 * Rewrites `path` every few seconds with the projector's health and the
 * time: the projector process has no HTTP port, so a container health check
 * reads this file instead (stale, missing or `failed` means unhealthy; see
 * infra/compose/Dockerfile). Written to a temporary name and renamed, so a
 * reader never sees half a file.
 */
export function writeHealthFile(
  path: string,
  health: () => ProjectorHealth,
  everyMs = HEALTH_FILE_EVERY_MS,
): { stop(): void } {
  const write = () => {
    try {
      writeFileSync(`${path}.tmp`, JSON.stringify({ ...health(), at: new Date().toISOString() }));
      renameSync(`${path}.tmp`, path);
    } catch (error) {
      // A full disk or a missing folder must not end the projector; the file goes stale, and the check says so.
      console.error(`projectors: cannot write ${path}: ${error instanceof Error ? error.message : error}`);
    }
  };
  write();
  const timer = setInterval(write, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
