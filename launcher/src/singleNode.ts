import { resolve } from 'node:path';
import { createConsoleLogger, runService } from '@mohalla/infra';
import { singleNodeConfig } from './config.js';
import { keepFilesPrivate, privateDataDir } from './privateFiles.js';
import { startSingleNode } from './startSingleNode.js';
import { defaultWebDist } from './web/serveWeb.js';

/**
 * `npm start`: every service in one process on the embedded adapters, data
 * under DATA_DIR, the web client and the API on one port.
 */
runService('Mohalla', async () => {
  keepFilesPrivate();
  const config = singleNodeConfig(process.env);
  const dataDir = resolve(config.DATA_DIR);
  privateDataDir(dataDir);
  const node = await startSingleNode({
    config,
    dataDir,
    webDistDir: resolve(config.WEB_DIST_DIR ?? defaultWebDist),
    logger: createConsoleLogger(config.LOG_LEVEL, 'single-node'),
  });
  return { banner: `Mohalla is running at ${node.url} (data in ${dataDir}).`, stop: node.stop };
});
