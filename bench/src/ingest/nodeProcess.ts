import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface NodeProcess {
  url: string;
  process: ChildProcess;
  /** SIGTERM and wait: a node started with --cpu-prof writes its profile on a clean exit. */
  stop(): Promise<void>;
}

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
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SIGNUP_LIMIT_PER_ADDRESS: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((res) => child.once('exit', () => res()));
  return new Promise((res, rej) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mohalla is running at (http:\/\/[^\s)]+)/.exec(output);
      if (match?.[1]) {
        res({
          url: match[1],
          process: child,
          async stop() {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => rej(new Error(`the single node exited before serving:\n${output}`)));
  });
}
