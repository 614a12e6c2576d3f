// What every local server provides, and the shared up/down lifecycle around it.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { config } from './config.js';
import { portInUse } from './health.js';
import { isRunning, livePid, removePid, startDetached, stopProcess, writePid } from './proc.js';
import { ServerFailure, say, startBanner } from './report.js';

export interface Launch {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  uid?: number;
  gid?: number;
}

export interface Server {
  /** Canonical name, also the folder under the infra dir. */
  name: string;
  /** Other names accepted on the command line. */
  aliases: string[];
  envVar: string;
  url: string;
  /** More variables printed with the URL (credentials of a local test server, say). */
  extraEnv?: Record<string, string>;
  port: number;
  /** A string in the process's command line, to tell our server from a recycled pid. */
  processMarker: string;
  startTimeoutMs: number;
  stopGraceMs: number;
  /** What asks it to stop (SIGTERM unless said): PostgreSQL's SIGTERM waits for every client to leave, SIGINT does not. */
  stopSignal?: NodeJS.Signals;
  /** Puts the binaries in place (fast when cached). */
  install(): Promise<void>;
  /** Prepares the data folder and says how to start the server. */
  prepare(dir: string, logFile: string): Promise<Launch>;
  healthy(): Promise<boolean>;
  /** Extra help for a failed start. */
  hint?: string;
}

export function serverDir(server: Server): string {
  return join(config.infraDir, server.name);
}

export function pidFile(server: Server): string {
  return join(serverDir(server), `${server.name}.pid`);
}

export function logFile(server: Server): string {
  return join(serverDir(server), `${server.name}.log`);
}

export function runningPid(server: Server): number | undefined {
  return livePid(pidFile(server), server.processMarker);
}

async function waitHealthy(server: Server, pid: number): Promise<void> {
  const deadline = Date.now() + server.startTimeoutMs;
  let nextNote = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (await server.healthy()) return;
    if (!isRunning(pid)) {
      throw new ServerFailure(
        server.name,
        `the process (pid ${pid}) exited during start-up`,
        logFile(server),
        server.hint,
      );
    }
    if (Date.now() > nextNote) {
      say(server.name, `still waiting for it to become healthy (pid ${pid})…`);
      nextNote = Date.now() + 15_000;
    }
    await sleep(300);
  }
  throw new ServerFailure(
    server.name,
    `not healthy after ${server.startTimeoutMs / 1000}s (pid ${pid} left running; \`npm run infra:down -- ${server.name}\` stops it)`,
    logFile(server),
    server.hint,
  );
}

const bringingUp = new Map<string, Promise<'reused' | 'started'>>();

/**
 * Reuses a healthy running server, else installs and starts one. Once per process and server: a
 * server another one depends on (PostgreSQL under FerretDB) is brought up by both, started once.
 */
export function up(server: Server): Promise<'reused' | 'started'> {
  let pending = bringingUp.get(server.name);
  if (!pending) {
    pending = bringUp(server);
    bringingUp.set(server.name, pending);
  }
  return pending;
}

async function bringUp(server: Server): Promise<'reused' | 'started'> {
  const existing = runningPid(server);
  if (existing !== undefined) {
    if (await server.healthy()) {
      say(server.name, `already running (pid ${existing}), reusing it`);
      return 'reused';
    }
    say(server.name, `pid ${existing} is running but not healthy yet; waiting`);
    await waitHealthy(server, existing);
    return 'reused';
  }
  removePid(pidFile(server));
  if (await portInUse(server.port)) {
    throw new ServerFailure(
      server.name,
      `port ${server.port} on 127.0.0.1 is taken by a process this harness did not start`,
      undefined,
      `stop that process, or: ${server.hint}`,
    );
  }
  try {
    await server.install();
  } catch (error) {
    if (error instanceof ServerFailure) throw error;
    throw new ServerFailure(
      server.name,
      `install failed: ${(error as Error).message}`,
      undefined,
      server.hint,
    );
  }
  const dir = serverDir(server);
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const launch = await server.prepare(dir, logFile(server));
  say(server.name, `starting on 127.0.0.1:${server.port} (log: ${logFile(server)})`);
  appendFileSync(logFile(server), `${startBanner} ${server.name} at ${new Date().toISOString()} ===\n`);
  let pid: number;
  try {
    pid = await startDetached(launch.command, launch.args, { ...launch, logFile: logFile(server) });
  } catch (error) {
    throw new ServerFailure(server.name, `could not start ${launch.command}: ${(error as Error).message}`);
  }
  writePid(pidFile(server), pid);
  try {
    await waitHealthy(server, pid);
  } catch (error) {
    if (!isRunning(pid)) removePid(pidFile(server));
    throw error;
  }
  say(server.name, `healthy (pid ${pid})`);
  return 'started';
}

/** Stops the server if this harness started it. */
export async function down(server: Server): Promise<void> {
  const pid = runningPid(server);
  if (pid === undefined) {
    removePid(pidFile(server));
    say(server.name, 'not running');
    return;
  }
  say(server.name, `stopping pid ${pid}`);
  const graceful = await stopProcess(pid, server.stopGraceMs, server.stopSignal);
  removePid(pidFile(server));
  say(server.name, graceful ? 'stopped' : `did not stop within ${server.stopGraceMs / 1000}s; killed`);
}
