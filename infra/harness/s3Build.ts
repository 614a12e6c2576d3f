// Builds MinIO from its module on the Go module proxy into <cache>/bin/minio.
//
// MinIO tags its releases `RELEASE.2025-…`, which are not semver, so the proxy serves only
// pseudo-versions and `go install github.com/minio/minio@latest` finds nothing (404). As for
// FerretDB, `go mod download -json` fetches the module at a pinned pseudo-version, then a plain
// `go build` of the copied source. The binary has no version of its own to ask (it reports
// DEVELOPMENT.GOGET), so the module version built is written beside it.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { run } from './proc.js';
import { say } from './report.js';
import { which } from './system.js';

const modulePath = 'github.com/minio/minio';

export const minioBinary = join(config.cacheDir, 'bin', 'minio');
const versionFile = `${minioBinary}.version`;

function goBinary(): string {
  const candidates = [process.env.GO, which('go'), '/usr/local/go/bin/go'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'no Go toolchain (looked for $GO, `go` on PATH, /usr/local/go/bin/go); MinIO needs Go >= 1.24',
    );
  }
  return found;
}

function builtVersion(): string | undefined {
  if (!existsSync(minioBinary) || !existsSync(versionFile)) return undefined;
  return readFileSync(versionFile, 'utf8').trim();
}

export async function ensureMinio(): Promise<string> {
  const version = config.s3.minioVersion;
  if (builtVersion() === version) return minioBinary;
  const go = goBinary();
  mkdirSync(config.cacheDir, { recursive: true, mode: 0o755 });
  const scratch = mkdtempSync(join(config.cacheDir, 'minio-build-'));
  try {
    const env = { ...process.env, GO111MODULE: 'on', GOFLAGS: '-mod=mod -buildvcs=false', CGO_ENABLED: '0' };
    say('s3', `downloading ${modulePath}@${version} from the Go module proxy`);
    const info = JSON.parse(
      await run(go, ['mod', 'download', '-json', `${modulePath}@${version}`], { cwd: scratch, env }),
    ) as { Dir?: string; Error?: string };
    if (!info.Dir) throw new Error(`go mod download: ${info.Error ?? 'no source directory'}`);
    const source = join(scratch, 'src');
    cpSync(info.Dir, source, { recursive: true });
    await run('chmod', ['-R', 'u+w', source]); // the module cache is read-only
    say('s3', `building MinIO ${version} with ${go} (takes ~6 minutes on 2 cores the first time)`);
    mkdirSync(join(config.cacheDir, 'bin'), { recursive: true, mode: 0o755 });
    const output = join(scratch, 'minio');
    await run(go, ['build', '-trimpath', '-o', output, '.'], { cwd: source, env });
    renameSync(output, minioBinary);
    writeFileSync(versionFile, `${version}\n`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  say('s3', `built ${minioBinary}`);
  return minioBinary;
}
