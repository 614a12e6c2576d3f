// An S3-compatible object store: MinIO built from the Go module proxy, one drive in the infra dir.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { httpOk } from './health.js';
import { ensureMinio, minioBinary } from './s3Build.js';
import type { Server } from './server.js';

const port = config.s3.port;
const url = `http://127.0.0.1:${port}`;

export const s3: Server = {
  name: 's3',
  aliases: ['minio'],
  envVar: 'S3_ENDPOINT',
  url,
  // The adapter creates the bucket on first use.
  extraEnv: {
    S3_ACCESS_KEY_ID: config.s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: config.s3.secretAccessKey,
    S3_BUCKET: config.s3.bucket,
  },
  port,
  processMarker: 'minio',
  startTimeoutMs: 60_000,
  stopGraceMs: 10_000,
  hint: 'set MOHALLA_S3_PORT to use another port (the console is off); delete the cached binary to force a rebuild',
  async install() {
    await ensureMinio();
  },
  async prepare(dir) {
    const data = join(dir, 'data');
    mkdirSync(data, { recursive: true });
    return {
      command: minioBinary,
      args: ['server', data, '--address', `127.0.0.1:${port}`, '--quiet', '--anonymous'],
      env: {
        ...process.env,
        MINIO_ROOT_USER: config.s3.accessKeyId,
        MINIO_ROOT_PASSWORD: config.s3.secretAccessKey,
        MINIO_BROWSER: 'off', // no web console, so no second port
        MINIO_UPDATE: 'off',
        MINIO_CALLHOME_ENABLE: 'off',
      },
      cwd: dir,
    };
  },
  healthy: () => httpOk(`${url}/minio/health/ready`),
};
