import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './singleNode.js';

interface Progress {
  done: number;
  total: number;
}

/** The settings the command line needs to find a single node's files in `dataDir`. */
export const sqliteStores = (dataDir: string) => ({
  EVENT_STORE: 'sqlite',
  EVENT_STORE_PATH: join(dataDir, 'events.sqlite'),
  READ_STORE: 'sqlite',
  READ_STORE_PATH: join(dataDir, 'read-models.sqlite'),
  SEARCH_INDEX: 'sqlite',
  SEARCH_INDEX_PATH: join(dataDir, 'search.sqlite'),
});

/**
 * `npm run rebuild -- <args>` as its own process, with `env` over this
 * process's; it prints a progress line a second without a terminal.
 */
export function rebuildCli(env: Record<string, string>, args: string[] = []) {
  const script = join(repoRoot, 'launcher/src/rebuildCli.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const progress: Progress[] = [];
  const listeners = new Set<(p: Progress) => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const match of chunk.toString().matchAll(/: (\d+)\/(\d+) events/g)) {
      const p = { done: Number(match[1]), total: Number(match[2]) };
      progress.push(p);
      for (const listener of listeners) listener(p);
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child: child as ChildProcess,
    exited,
    progress,
    output: () => output,
    /** Resolves with the first progress line that satisfies `test`. */
    when: (test: (p: Progress) => boolean) =>
      new Promise<Progress>((resolve, reject) => {
        void exited.then((code) => reject(new Error(`the rebuild exited (${code}) first:\n${output}`)));
        listeners.add((p) => {
          if (test(p)) resolve(p);
        });
      }),
  };
}
