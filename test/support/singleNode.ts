import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningNode {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** SIGTERM and wait for a clean exit; then removes the data folder if the node made it. */
  stop(): Promise<number | null>;
  /** SIGKILL: the crash case. The data folder stays, to start again on. */
  kill(): Promise<void>;
  /** Everything the process printed so far. */
  output(): string;
  /**
   * What a command-line tool opening this node's log needs besides its path
   * to find the people's data keys (issue 16 point 3): nothing on the single
   * node (keys.sqlite beside the log), the MongoDB key store on the scaled one.
   */
  keyStoreEnv?: Record<string, string>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Reuse a data folder (to restart on the same data; the caller removes it); a fresh one otherwise. */
  dataDir?: string;
}

/** The real single-node edition (`npm start`) as its own process on a free port. */
export function startSingleNode(options: StartOptions = {}): Promise<RunningNode> {
  return startEdition('launcher/src/singleNode.ts', options);
}

/** Runs `use` on a node of its own, started with `options` and stopped afterwards, whatever happens. */
export async function withSingleNode<T>(
  options: StartOptions,
  use: (node: RunningNode) => Promise<T>,
): Promise<T> {
  const node = await startSingleNode(options);
  try {
    return await use(node);
  } finally {
    await node.stop();
  }
}

/**
 * The scaled edition (`npm run start:scaled`): separate processes behind a
 * gateway, on the MongoDB-protocol server at MONGO_URL, in a database of its own.
 */
export async function startScaled(options: StartOptions = {}): Promise<RunningNode> {
  const database = `mohalla_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const env: Record<string, string> = {
    MONGO_DATABASE: database,
    // Its own OpenSearch indexes too, so suites running the scaled edition never search each other's posts.
    OPENSEARCH_INDEX_PREFIX: database,
    WRITE_API_INSTANCES: '2',
    READ_API_INSTANCES: '2',
    ...options.env,
  };
  const node = await startEdition('launcher/src/scaled.ts', { ...options, env });
  const keyStoreEnv = {
    KEY_STORE: 'mongo',
    MONGO_URL: env.MONGO_URL ?? process.env.MONGO_URL ?? '',
    MONGO_DATABASE: env.MONGO_DATABASE ?? database,
  };
  return { ...node, keyStoreEnv };
}

const START_TIMEOUT_MS = 180_000;

/**
 * Starts a launcher as its own process on a free port and resolves once it
 * prints that it serves.
 */
async function startEdition(script: string, options: StartOptions): Promise<RunningNode> {
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'mohalla-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, script)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test signs up from 127.0.0.1; the per-address limit has its own test.
      SIGNUP_LIMIT_PER_ADDRESS: '10000',
      // Likewise joins: every test's sockets come from 127.0.0.1; the join flood test sets its own.
      CHAT_JOIN_LIMIT_PER_ADDRESS: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((res) => child.once('exit', (code) => res(code)));
  const removeOwnDataDir = () => {
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const starting = new Promise<string>((res, rej) => {
    // Generous: the scaled edition starts seven processes, slow on a busy two-core machine.
    const timer = setTimeout(() => {
      // Stop what did start, so no half-started edition outlives the test.
      child.kill('SIGTERM');
      rej(new Error(`edition did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mohalla(?: \(scaled\))? is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        res(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      rej(new Error(`edition exited with ${code} before serving:\n${output}`));
    });
  });
  // An edition that never served leaves nothing behind either, once its process is gone.
  const url = await starting.catch((error: unknown) => {
    void exited.then(removeOwnDataDir);
    throw error;
  });
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      // A folder it made itself goes with it; a caller's folder is the caller's to remove. After
      // `kill` the folder stays: a crash test starts again on it, then removes it.
      removeOwnDataDir();
      return code;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
