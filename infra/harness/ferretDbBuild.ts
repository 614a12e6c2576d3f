// Builds FerretDB from its module on the Go module proxy into <cache>/bin/ferretdb.
//
// Plain `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.0` does not work here:
// it asks the proxy for the module's version list (to look for deprecations), which the proxy refuses
// (403), and even when built, the binary panics at start because the module zip lacks
// build/version/version.txt. So: download the module, copy its source, add version.txt, go build.
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { run } from './proc.js';
import { say } from './report.js';
import { which } from './system.js';

const modulePath = 'github.com/FerretDB/FerretDB';

export const ferretDbBinary = join(config.cacheDir, 'bin', 'ferretdb');

function goBinary(): string {
  const candidates = [process.env.GO, which('go'), '/usr/local/go/bin/go'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'no Go toolchain (looked for $GO, `go` on PATH, /usr/local/go/bin/go); FerretDB 1.24 needs Go >= 1.22',
    );
  }
  return found;
}

async function builtVersion(): Promise<string | undefined> {
  if (!existsSync(ferretDbBinary)) return undefined;
  try {
    const out = await run(ferretDbBinary, ['--version']);
    return /version: (\S+)/.exec(out)?.[1];
  } catch {
    return undefined;
  }
}

export async function ensureFerretDb(): Promise<string> {
  const version = config.ferretDb.version;
  if ((await builtVersion()) === version) return ferretDbBinary;
  const go = goBinary();
  mkdirSync(config.cacheDir, { recursive: true, mode: 0o755 });
  const scratch = mkdtempSync(join(config.cacheDir, 'ferretdb-build-'));
  try {
    const env = { ...process.env, GO111MODULE: 'on', GOFLAGS: '-mod=mod' };
    say('mongo', `downloading ${modulePath}@${version} from the Go module proxy`);
    const info = JSON.parse(
      await run(go, ['mod', 'download', '-json', `${modulePath}@${version}`], { cwd: scratch, env }),
    ) as { Dir?: string; Error?: string };
    if (!info.Dir) throw new Error(`go mod download: ${info.Error ?? 'no source directory'}`);
    const source = join(scratch, 'src');
    cpSync(info.Dir, source, { recursive: true });
    await run('chmod', ['-R', 'u+w', source]); // the module cache is read-only
    writeFileSync(join(source, 'build', 'version', 'version.txt'), `${version}\n`);
    writeFileSync(join(source, 'build', 'version', 'package.txt'), 'mohalla-harness\n');
    say('mongo', `building FerretDB ${version} with ${go} (takes ~2 minutes on 2 cores the first time)`);
    mkdirSync(join(config.cacheDir, 'bin'), { recursive: true, mode: 0o755 });
    const output = join(scratch, 'ferretdb');
    await run(go, ['build', '-trimpath', '-o', output, './cmd/ferretdb'], { cwd: source, env });
    renameSync(output, ferretDbBinary);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const now = await builtVersion();
  if (now !== version)
    throw new Error(`built ${ferretDbBinary} reports version ${now ?? 'nothing'}, not ${version}`);
  say('mongo', `built ${ferretDbBinary}`);
  return ferretDbBinary;
}
