// Builds MinIO from its module on the Go module proxy into <cache>/bin/minio.
//
// MinIO tags its releases `RELEASE.2025-…`, which are not semver, so the proxy serves only
// pseudo-versions and `go install github.com/minio/minio@latest` finds nothing (404). As for
// FerretDB, `go mod download -json` fetches the module at a pinned pseudo-version, then a plain
// `go build` of the copied source. The binary has no version of its own to ask (it reports
// DEVELOPMENT.GOGET), so the module version built is written beside it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { buildGoModule } from './goModuleBuild.js';
import { say } from './report.js';

const modulePath = 'github.com/minio/minio';

export const minioBinary = join(config.cacheDir, 'bin', 'minio');
const versionFile = `${minioBinary}.version`;

function builtVersion(): string | undefined {
  if (!existsSync(minioBinary) || !existsSync(versionFile)) return undefined;
  return readFileSync(versionFile, 'utf8').trim();
}

export async function ensureMinio(): Promise<string> {
  const version = config.s3.minioVersion;
  if (builtVersion() === version) return minioBinary;
  await buildGoModule({
    scope: 's3',
    name: 'MinIO',
    modulePath,
    version,
    pkg: '.',
    binary: minioBinary,
    expectedTime: '~6 minutes on 2 cores',
    minimumGo: '1.24',
    env: { CGO_ENABLED: '0' },
  });
  writeFileSync(versionFile, `${version}\n`);
  say('s3', `built ${minioBinary}`);
  return minioBinary;
}
