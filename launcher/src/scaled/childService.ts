import { type ChildProcess, spawn } from 'node:child_process';
import { cappedBackoffMs } from '@mohalla/infra';

export interface ChildService {
  name: string;
  /** The URL it printed, when it serves HTTP: a restart may change it (port 0). */
  readonly url: string | undefined;
  /** Told the old and the new URL whenever a restarted process is running again. */
  onRestart(listener: (oldUrl: string | undefined, newUrl: string | undefined) => void): void;
  /** From now on an exit is final: the edition is stopping (Ctrl-C reaches every child at once). */
  stopRestarting(): void;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;
/** The first wait before restarting a process that died; doubled per death in a row, up to the most. */
export const RESTART_FIRST_DELAY_MS = 1_000;
const RESTART_MAX_DELAY_MS = 30_000;
/** A process that ran this long before dying starts the backoff afresh. */
const STABLE_AFTER_MS = 60_000;

/**
 * Starts one service (`<workspace>/src/main.ts`) as its own process and
 * resolves once it says over IPC that it runs. Its output is passed through with
 * its name in front, so one terminal shows the whole edition. If it later
 * dies (killed, crashed), it is started again with backoff, as a container
 * with `restart: unless-stopped` would be; `onRestart` tells whoever
 * routes to it its new URL.
 */
export async function startChildService(
  name: string,
  script: string,
  env: Record<string, string>,
  cwd: string,
  { restartFirstDelayMs = RESTART_FIRST_DELAY_MS } = {},
): Promise<ChildService> {
  let running = await spawnService(name, script, env, cwd);
  const listeners: Array<(oldUrl: string | undefined, newUrl: string | undefined) => void> = [];
  let stopping = false;
  let deathsInARow = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const supervise = (current: Running) => {
    current.child.once('exit', (code, signal) => {
      if (stopping) return;
      deathsInARow = Date.now() - current.startedAt > STABLE_AFTER_MS ? 1 : deathsInARow + 1;
      const delay = cappedBackoffMs(deathsInARow, {
        firstMs: restartFirstDelayMs,
        maxMs: RESTART_MAX_DELAY_MS,
      });
      console.error(`[${name}] exited (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s`);
      restartTimer = setTimeout(() => void restart(current.url), delay);
    });
  };
  const restart = async (oldUrl: string | undefined) => {
    if (stopping) return;
    try {
      running = await spawnService(name, script, env, cwd);
    } catch (error) {
      console.error(`[${name}] did not start again: ${error instanceof Error ? error.message : error}`);
      deathsInARow++;
      restartTimer = setTimeout(() => void restart(oldUrl), RESTART_MAX_DELAY_MS);
      return;
    }
    if (stopping) return void stopChild(running.child);
    console.error(`[${name}] is running again${running.url ? ` at ${running.url}` : ''}`);
    supervise(running);
    for (const listener of listeners) listener(oldUrl, running.url);
  };
  supervise(running);
  const stopRestarting = () => {
    stopping = true;
    clearTimeout(restartTimer);
  };

  return {
    name,
    get url() {
      return running.url;
    },
    onRestart: (listener) => void listeners.push(listener),
    stopRestarting,
    async stop() {
      stopRestarting();
      await stopChild(running.child);
    },
  };
}

interface Running {
  child: ChildProcess;
  url: string | undefined;
  startedAt: number;
}

function spawnService(
  name: string,
  script: string,
  env: Record<string, string>,
  cwd: string,
): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    // The IPC channel carries the service's 'ready' message (see runService), and its
    // closing tells the child that this launcher is gone.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`${name} did not start within ${STARTUP_TIMEOUT_MS / 1000} s. Its output:\n${output}`),
      );
    }, STARTUP_TIMEOUT_MS);
    const onOutput = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      const text = chunk.toString();
      // Kept only until it runs: the start failure's message quotes it.
      if (!ready) output += text;
      for (const line of text.split('\n').filter(Boolean)) stream.write(`[${name}] ${line}\n`);
    };
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      ready = true;
      output = '';
      resolve({ child, url: message.url, startedAt: Date.now() });
    });
    child.stdout?.on('data', onOutput(process.stdout));
    child.stderr?.on('data', onOutput(process.stderr));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was running. Its output:\n${output}`));
    });
  });
}

/** Whether the process has ended: by exiting (exitCode) or by a signal (signalCode; exitCode stays null). */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

function stopChild(child: ChildProcess): Promise<void> {
  if (ended(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
