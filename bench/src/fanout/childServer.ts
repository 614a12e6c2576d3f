import { type ChildProcess, spawn } from 'node:child_process';

export interface ChildServer {
  /** What the ready pattern's first group captured (the URL it serves). */
  url: string;
  process: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not exited after 10 s. */
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point in its own Node process, so the server under
 * test does not share an event loop with the thousands of client sockets,
 * and resolves once its output matches `ready`. `cpuProfileDir` adds
 * `--cpu-prof`: the profile is written when it stops.
 */
export async function startChildServer(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  cwd: string,
  // BENCH_CPU_PROF_DIR=<dir> profiles the servers under test (Node refuses --cpu-prof in NODE_OPTIONS).
  cpuProfileDir = process.env.BENCH_CPU_PROF_DIR,
): Promise<ChildServer> {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start in 120 s:\n${output}`)),
      120_000,
    );
    const onData = (chunk: Buffer): void => {
      // Keep the tail only: a long run would otherwise hold every log line.
      output = (output + chunk.toString()).slice(-20_000);
      const match = ready.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before it was ready:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
