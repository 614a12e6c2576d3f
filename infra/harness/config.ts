// Where the local servers live, which ports they use and which versions are installed.
// Every value can be overridden from the environment; the defaults are the ones verified here.
import { readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name}=${raw} is not a valid port number`);
  }
  return value;
}

function ferretDbBackend(raw: string | undefined): 'postgresql' | 'sqlite' {
  if (raw === undefined || raw === '' || raw === 'postgresql' || raw === 'postgres') return 'postgresql';
  if (raw === 'sqlite') return 'sqlite';
  throw new Error(`MOHALLA_FERRETDB_BACKEND=${raw}: use postgresql or sqlite`);
}

const isRoot = process.getuid?.() === 0;

/** Where infra:up notes the folder it used (see envFile.ts). */
export const lastInfraDirFile = join(tmpdir(), 'mohalla-infra.last');

function lastInfraDir(): string | undefined {
  try {
    return readFileSync(lastInfraDirFile, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export const config = {
  host: '127.0.0.1',
  isRoot,
  /**
   * Data, logs, pid files and the env file. Throw-away. Without MOHALLA_INFRA_DIR, the folder
   * the last infra:up used (so infra:down finds the servers however infra:up was started).
   */
  infraDir: process.env.MOHALLA_INFRA_DIR || lastInfraDir() || join(tmpdir(), 'mohalla-infra'),
  /**
   * Downloads, the unpacked OpenSearch and the FerretDB binary. Kept between runs.
   * As root the default is /var/cache/mohalla rather than ~/.cache/mohalla: /root is mode 700,
   * and OpenSearch must run as an unprivileged user who has to read its own distribution.
   */
  cacheDir:
    process.env.MOHALLA_CACHE_DIR || (isRoot ? '/var/cache/mohalla' : join(homedir(), '.cache', 'mohalla')),
  /** OpenSearch refuses to run as root; as root it runs as this user (created when missing). */
  serviceUser: process.env.MOHALLA_INFRA_USER || 'mohalla-infra',
  redis: { port: intFromEnv('MOHALLA_REDIS_PORT', 6390) },
  openSearch: {
    port: intFromEnv('MOHALLA_OPENSEARCH_PORT', 9200),
    version: process.env.MOHALLA_OPENSEARCH_VERSION || '2.19.6',
    heap: process.env.MOHALLA_OPENSEARCH_HEAP || '512m',
  },
  ferretDb: {
    port: intFromEnv('MOHALLA_MONGO_PORT', 27017),
    version: process.env.MOHALLA_FERRETDB_VERSION || 'v1.24.0',
    /**
     * `postgresql` (FerretDB's production backend, thousands of writes a second) or `sqlite`
     * (no PostgreSQL needed, but ~150 writes a second: too slow for a scaled rebuild).
     */
    backend: ferretDbBackend(process.env.MOHALLA_FERRETDB_BACKEND),
  },
  /** The PostgreSQL cluster FerretDB stores its data in (Debian's `postgresql`, run from its bin folder). */
  postgres: {
    // Not 5432: that is where Debian's own cluster listens once the package is installed.
    port: intFromEnv('MOHALLA_POSTGRES_PORT', 5433),
    user: 'ferretdb',
    database: 'postgres',
  },
  s3: {
    port: intFromEnv('MOHALLA_S3_PORT', 9000),
    /**
     * MinIO's module version on the Go module proxy. MinIO tags releases `RELEASE.<date>`, not
     * semver, so the proxy knows only pseudo-versions: this is the one its `@v/list` answers
     * (master of 2026-02-12; the repository is archived).
     */
    minioVersion: process.env.MOHALLA_MINIO_VERSION || 'v0.0.0-20260212201848-7aac2a2c5b7c',
    accessKeyId: process.env.MOHALLA_S3_ACCESS_KEY_ID || 'mohalla',
    secretAccessKey: process.env.MOHALLA_S3_SECRET_ACCESS_KEY || 'mohalla-local-secret',
    bucket: process.env.MOHALLA_S3_BUCKET || 'mohalla-test',
  },
  mavenRepo: process.env.MOHALLA_MAVEN_REPO || 'https://repo.maven.apache.org/maven2',
};
