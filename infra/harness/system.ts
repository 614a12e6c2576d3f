// Machine-level prerequisites: Debian packages, the unprivileged service user, Java.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { config } from './config.js';
import { run } from './proc.js';
import { say } from './report.js';

/** Absolute path of an executable on PATH, or undefined. */
export function which(command: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

let aptQueue: Promise<unknown> = Promise.resolve();
let aptUpdated = false;

/**
 * Installs a Debian package when `command` is missing (or, given `find`, when it finds nothing: for
 * programs off PATH). apt runs one at a time (dpkg lock).
 */
export function ensureDebianPackage(
  scope: string,
  command: string,
  pkg: string,
  find: () => string | undefined = () => which(command),
): Promise<string> {
  const found = find();
  if (found) return Promise.resolve(found);
  const job = aptQueue.then(async () => {
    const again = find();
    if (again) return again;
    if (!config.isRoot) {
      throw new Error(`\`${command}\` is missing; install it with: sudo apt-get install -y ${pkg}`);
    }
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!aptUpdated) {
      say(scope, 'apt-get update');
      await run('apt-get', ['update', '-qq'], { env });
      aptUpdated = true;
    }
    say(scope, `apt-get install -y ${pkg} (provides ${command})`);
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { env });
    const installed = find();
    if (!installed) throw new Error(`installed ${pkg} but \`${command}\` is still not on PATH`);
    return installed;
  });
  aptQueue = job.catch(() => undefined);
  return job;
}

export interface Identity {
  uid: number;
  gid: number;
  name: string;
}

let identity: Promise<Identity> | undefined;

/**
 * Who runs servers that refuse root: ourselves when not root, else the service user (created if
 * missing; once per process, as OpenSearch and PostgreSQL ask for it side by side).
 */
export function serviceIdentity(scope: string): Promise<Identity> {
  identity ??= findOrCreateIdentity(scope);
  return identity;
}

async function findOrCreateIdentity(scope: string): Promise<Identity> {
  if (!config.isRoot) {
    return { uid: process.getuid!(), gid: process.getgid!(), name: process.env.USER ?? 'self' };
  }
  const name = config.serviceUser;
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: 'pipe' }).trim());
      return { uid, gid, name };
    } catch {
      return undefined;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  say(scope, `creating unprivileged user ${name} (OpenSearch and PostgreSQL refuse to run as root)`);
  await run('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    name,
  ]);
  const created = lookup();
  if (!created) throw new Error(`useradd ${name} succeeded but \`id ${name}\` fails`);
  return created;
}

/** Gives a directory tree to uid:gid (no-op when not root). */
export function chownTree(path: string, uid: number, gid: number): void {
  if (!config.isRoot) return;
  chownSync(path, uid, gid);
  if (lstatSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) chownTree(join(path, entry), uid, gid);
  }
}

/** JAVA_HOME of the machine's `java` (Java 17 on Debian 12), installing a JRE when there is none. */
export async function javaHome(scope: string): Promise<string> {
  const java = await ensureDebianPackage(scope, 'java', 'openjdk-17-jre-headless');
  const home = dirname(dirname(realpathSync(java)));
  const banner = spawnSync(java, ['-version'], { encoding: 'utf8' }).stderr ?? '';
  const major = Number(/version "(\d+)/.exec(banner)?.[1] ?? 0);
  if (major < 11) throw new Error(`OpenSearch 2.x needs Java 11-21; ${java} is ${banner.split('\n')[0]}`);
  return home;
}
