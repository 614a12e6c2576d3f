// Builds FerretDB from its module on the Go module proxy into <cache>/bin/ferretdb.
//
// Plain `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.0` does not work here:
// it asks the proxy for the module's version list (to look for deprecations), which the proxy refuses
// (403), and even when built, the binary panics at start because the module zip lacks
// build/version/version.txt. So: download the module, copy its source, add version.txt, go build.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { buildGoModule } from './goModuleBuild.js';
import { run } from './proc.js';
import { say } from './report.js';

const modulePath = 'github.com/FerretDB/FerretDB';

export const ferretDbBinary = join(config.cacheDir, 'bin', 'ferretdb');

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
  await buildGoModule({
    scope: 'mongo',
    name: 'FerretDB',
    modulePath,
    version,
    pkg: './cmd/ferretdb',
    binary: ferretDbBinary,
    expectedTime: '~2 minutes on 2 cores',
    minimumGo: '1.22',
    // The module zip lacks these, and the binary panics at start without them.
    prepare: (source) => {
      writeFileSync(join(source, 'build', 'version', 'version.txt'), `${version}\n`);
      writeFileSync(join(source, 'build', 'version', 'package.txt'), 'mohalla-harness\n');
    },
  });
  const now = await builtVersion();
  if (now !== version)
    throw new Error(`built ${ferretDbBinary} reports version ${now ?? 'nothing'}, not ${version}`);
  say('mongo', `built ${ferretDbBinary}`);
  return ferretDbBinary;
}
