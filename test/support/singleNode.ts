import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningNode {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<number | null>;
  /** SIGKILL: the crash case. */
  kill(): Promise<void>;
  /** Everything the process printed so far. */
  output(): string;
}

/**
 * Starts the real single-node edition (`launcher/src/singleNode.ts`) as its
 * own process on a free port, with its data in a fresh folder unless one is
 * given (to restart on the same data), and resolves once it serves.
 */
export async function startSingleNode(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningNode> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mohalla-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'launcher/src/singleNode.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const url = await new Promise<string>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`single node did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        res(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      rej(new Error(`single node exited with ${code} before serving:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
