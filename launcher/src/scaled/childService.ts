import { type ChildProcess, spawn } from 'node:child_process';

export interface ChildService {
  name: string;
  /** The URL it printed, when it serves HTTP. */
  url: string | undefined;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;

/**
 * Starts one service (`<workspace>/src/main.ts`) as its own process and
 * resolves once it says over IPC that it runs. Its output is passed through with
 * its name in front, so one terminal shows the whole edition.
 */
export function startChildService(
  name: string,
  script: string,
  env: Record<string, string>,
  cwd: string,
): Promise<ChildService> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    // The IPC channel carries the service's 'ready' message (see runService).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`${name} did not start within ${STARTUP_TIMEOUT_MS / 1000} s. Its output:\n${output}`),
      );
    }, STARTUP_TIMEOUT_MS);
    const onOutput = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n').filter(Boolean)) stream.write(`[${name}] ${line}\n`);
    };
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ name, url: message.url, stop: () => stopChild(child) });
    });
    child.stdout?.on('data', onOutput(process.stdout));
    child.stderr?.on('data', onOutput(process.stderr));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was running. Its output:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
