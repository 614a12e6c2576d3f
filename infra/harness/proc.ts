// Processes: run a command to completion, start a detached server, find and stop it by pid file.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Send the command's output to our stderr (progress) instead of capturing it. */
  showOutput?: boolean;
  /** Run as this user (root only): PostgreSQL's initdb refuses root. */
  uid?: number;
  gid?: number;
}

/** Runs a command to completion; resolves with its stdout, rejects with its output on failure. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      uid: options.uid,
      gid: options.gid,
      stdio: [
        'ignore',
        options.showOutput ? process.stderr : 'pipe',
        options.showOutput ? process.stderr : 'pipe',
      ],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else {
        const output = `${stdout}${stderr}`.trim().split('\n').slice(-15).join('\n');
        reject(new Error(`\`${command} ${args.join(' ')}\` exited with ${code ?? signal}\n${output}`));
      }
    });
  });
}

export interface DetachedOptions {
  logFile: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
}

/** Starts a server in its own process group, output appended to logFile; it outlives this process. */
export async function startDetached(
  command: string,
  args: string[],
  options: DetachedOptions,
): Promise<number> {
  const fd = openSync(options.logFile, 'a');
  try {
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', fd, fd],
      cwd: options.cwd,
      env: options.env ?? process.env,
      uid: options.uid,
      gid: options.gid,
    });
    const pid = await new Promise<number>((resolve, reject) => {
      child.once('error', reject);
      child.once('spawn', () => resolve(child.pid!));
    });
    child.unref();
    return pid;
  } finally {
    closeSync(fd);
  }
}

/** True when pid runs and is not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return !existsSync('/proc/self'); // no /proc: trust kill(0)
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The pid recorded in pidFile if that process still runs and its command line contains marker. */
export function livePid(pidFile: string, marker: string): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return undefined;
  const cmd = commandLine(pid);
  if (cmd !== '' && !cmd.includes(marker)) return undefined; // the pid was reused by something else
  return pid;
}

export function writePid(pidFile: string, pid: number): void {
  writeFileSync(pidFile, `${pid}\n`);
}

export function removePid(pidFile: string): void {
  rmSync(pidFile, { force: true });
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal); // the server leads its own process group (detached)
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

/** `signal` (SIGTERM unless said), wait up to graceMs, then SIGKILL. Resolves true when it stopped gracefully. */
export async function stopProcess(
  pid: number,
  graceMs: number,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<boolean> {
  signalGroup(pid, signal);
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(200);
  }
  signalGroup(pid, 'SIGKILL');
  while (isRunning(pid)) await sleep(100);
  return false;
}
