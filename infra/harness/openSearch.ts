// OpenSearch 2.x (minimal distribution, no security plugin) on the machine's Java, single node.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { openSearchHealth } from './health.js';
import { ensureOpenSearch, openSearchHome } from './openSearchInstall.js';
import type { Server } from './server.js';
import { chownTree, javaHome, serviceIdentity } from './system.js';

const { port, heap } = config.openSearch;

/** The distribution's jvm.options with our heap and every file path moved into the data folder. */
function jvmOptions(original: string, dir: string): string {
  return original
    .replace(/^-Xms\S+$/m, `-Xms${heap}`)
    .replace(/^-Xmx\S+$/m, `-Xmx${heap}`)
    .replaceAll('file=logs/gc.log', `file=${dir}/logs/gc.log`)
    .replace(/^-XX:HeapDumpPath=.*$/m, `-XX:HeapDumpPath=${dir}/data`)
    .replace(/^-XX:ErrorFile=.*$/m, `-XX:ErrorFile=${dir}/logs/hs_err_pid%p.log`);
}

function openSearchYml(dir: string): string {
  return [
    'cluster.name: mohalla-local',
    'node.name: mohalla-local',
    'discovery.type: single-node',
    'network.host: 127.0.0.1',
    `http.port: ${port}`,
    `path.data: ${dir}/data`,
    `path.logs: ${dir}/logs`,
    // a nearly full developer disk must not turn indices read-only
    'cluster.routing.allocation.disk.threshold_enabled: false',
    '',
  ].join('\n');
}

export const openSearch: Server = {
  name: 'opensearch',
  aliases: ['os', 'search'],
  envVar: 'OPENSEARCH_URL',
  url: `http://127.0.0.1:${port}`,
  port,
  processMarker: 'opensearch',
  startTimeoutMs: 180_000,
  stopGraceMs: 30_000,
  hint: `set MOHALLA_OPENSEARCH_PORT for another port; OpenSearch's own log is in <infra dir>/opensearch/logs/`,
  async install() {
    await ensureOpenSearch();
  },
  async prepare(dir) {
    const [user, java] = await Promise.all([serviceIdentity('opensearch'), javaHome('opensearch')]);
    const conf = join(dir, 'config');
    for (const sub of ['data', 'logs', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
    cpSync(join(openSearchHome, 'config'), conf, { recursive: true, force: true });
    writeFileSync(
      join(conf, 'jvm.options'),
      jvmOptions(readFileSync(join(conf, 'jvm.options'), 'utf8'), dir),
    );
    writeFileSync(join(conf, 'opensearch.yml'), openSearchYml(dir));
    chownTree(dir, user.uid, user.gid);
    return {
      command: join(openSearchHome, 'bin', 'opensearch'),
      args: [],
      cwd: dir,
      uid: user.uid,
      gid: user.gid,
      env: {
        ...process.env,
        HOME: dir,
        USER: user.name,
        JAVA_HOME: java,
        OPENSEARCH_JAVA_HOME: java,
        OPENSEARCH_PATH_CONF: conf,
        OPENSEARCH_TMPDIR: join(dir, 'tmp'),
      },
    };
  },
  async healthy() {
    const status = await openSearchHealth(port);
    return status === 'green' || status === 'yellow';
  },
};
