// Builds a Go program from its module on the Go module proxy: `go mod download -json` fetches
// the pinned version's source, which is copied out of the read-only module cache and built with
// a plain `go build`. `go install module@version` is not used: the proxy reachable here refuses
// the module version lists it asks for (403).
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { run } from './proc.js';
import { say } from './report.js';
import { which } from './system.js';

export interface GoModuleBuild {
  /** Who reports progress, e.g. 'mongo'. */
  scope: string;
  /** Shown in messages, e.g. 'FerretDB'. */
  name: string;
  modulePath: string;
  version: string;
  /** The package to build, relative to the module root ('.' or './cmd/x'). */
  pkg: string;
  /** Where the binary goes. */
  binary: string;
  /** Printed before the build, e.g. '~2 minutes on 2 cores'. */
  expectedTime: string;
  minimumGo: string;
  env?: Record<string, string>;
  /** Adjusts the copied source before the build (e.g. writes a version file). */
  prepare?: (source: string) => void;
}

function goBinary(build: GoModuleBuild): string {
  const candidates = [process.env.GO, which('go'), '/usr/local/go/bin/go'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `no Go toolchain (looked for $GO, \`go\` on PATH, /usr/local/go/bin/go); ${build.name} needs Go >= ${build.minimumGo}`,
    );
  }
  return found;
}

export async function buildGoModule(build: GoModuleBuild): Promise<void> {
  const go = goBinary(build);
  mkdirSync(config.cacheDir, { recursive: true, mode: 0o755 });
  const scratch = mkdtempSync(join(config.cacheDir, `${build.scope}-build-`));
  try {
    const env = { ...process.env, GO111MODULE: 'on', GOFLAGS: '-mod=mod -buildvcs=false', ...build.env };
    const target = `${build.modulePath}@${build.version}`;
    say(build.scope, `downloading ${target} from the Go module proxy`);
    const info = JSON.parse(await run(go, ['mod', 'download', '-json', target], { cwd: scratch, env })) as {
      Dir?: string;
      Error?: string;
    };
    if (!info.Dir) throw new Error(`go mod download: ${info.Error ?? 'no source directory'}`);
    const source = join(scratch, 'src');
    cpSync(info.Dir, source, { recursive: true });
    await run('chmod', ['-R', 'u+w', source]); // the module cache is read-only
    build.prepare?.(source);
    say(
      build.scope,
      `building ${build.name} ${build.version} with ${go} (takes ${build.expectedTime} the first time)`,
    );
    mkdirSync(join(config.cacheDir, 'bin'), { recursive: true, mode: 0o755 });
    const output = join(scratch, 'out');
    await run(go, ['build', '-trimpath', '-o', output, build.pkg], { cwd: source, env });
    renameSync(output, build.binary);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
