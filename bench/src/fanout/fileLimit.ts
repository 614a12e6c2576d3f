import { execFileSync, spawnSync } from 'node:child_process';

const limit = (flag: '-n' | '-Hn'): number => {
  const text = execFileSync('bash', ['-c', `ulimit ${flag}`])
    .toString()
    .trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
};

/**
 * Every socket is a file descriptor, in this process and in the server's.
 * When the soft limit (`ulimit -n`) is below `needed` but the hard limit
 * allows it, runs this same command again under a raised soft limit (the
 * servers, started from it, inherit it) and exits with its status.
 */
export function ensureFileLimit(needed: number): void {
  const soft = limit('-n');
  if (soft >= needed) return;
  const hard = limit('-Hn');
  if (hard < needed) {
    throw new Error(
      `The benchmark needs ${needed} open files per process; ulimit -Hn is ${hard}. ` +
        'Raise the hard limit (e.g. in /etc/security/limits.conf) or run fewer clients (--sizes).',
    );
  }
  process.stderr.write(`ulimit -n is ${soft}; running again with ${needed}\n`);
  const again = spawnSync(
    'bash',
    [
      '-c',
      `ulimit -n ${needed} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}
