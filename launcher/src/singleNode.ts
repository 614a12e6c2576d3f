import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConsoleLogger } from '@mohalla/infra';
import { ConfigError, loadConfig } from './config.js';
import { startSingleNode } from './startSingleNode.js';

/**
 * `npm start`: every service in one process on the embedded adapters, data
 * under DATA_DIR, the web client and the API on one port.
 */
async function main() {
  const config = loadConfig(process.env);
  const logger = createConsoleLogger(config.LOG_LEVEL, 'single-node');
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const node = await startSingleNode({
    config,
    dataDir,
    webDistDir: resolve(config.WEB_DIST_DIR ?? join(repoRoot, 'web/dist')),
    logger,
  });
  console.log(`Mohalla is running at ${node.url} (data in ${dataDir}). Press Ctrl-C to stop.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log('Stopping now.');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping (Ctrl-C again to force)...`);
    await node.stop();
    console.log('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (isAddressInUse(error)) {
    console.error(
      `Port ${error.port} is already in use. Stop what uses it, or start with PORT=<another port>.`,
    );
  } else {
    console.error('Mohalla could not start:', error instanceof Error ? error.message : error);
    if (error instanceof Error && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  }
  process.exit(1);
});

function isAddressInUse(error: unknown): error is { port: number } {
  return (error as { code?: string } | null)?.code === 'EADDRINUSE';
}
