// Fetches one artifact from Maven Central: with mvn when installed, else straight from the repository.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { run } from './proc.js';
import { say } from './report.js';
import { which } from './system.js';

export interface Artifact {
  groupId: string;
  artifactId: string;
  version: string;
  type: string;
}

export function artifactFileName(a: Artifact): string {
  return `${a.artifactId}-${a.version}.${a.type}`;
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function directFetch(a: Artifact, target: string): Promise<void> {
  const url = `${config.mavenRepo}/${a.groupId.replaceAll('.', '/')}/${a.artifactId}/${a.version}/${artifactFileName(a)}`;
  const [body, sha1] = await Promise.all([download(url), download(`${url}.sha1`)]);
  const expected = sha1.toString().trim().split(/\s+/)[0];
  const actual = createHash('sha1').update(body).digest('hex');
  if (actual !== expected)
    throw new Error(`checksum mismatch for ${url}: got ${actual}, expected ${expected}`);
  writeFileSync(`${target}.part`, body);
  renameSync(`${target}.part`, target);
}

/** Returns the path of the artifact in destDir, downloading it when missing. */
export async function fetchArtifact(scope: string, a: Artifact, destDir: string): Promise<string> {
  const target = join(destDir, artifactFileName(a));
  if (existsSync(target)) return target;
  mkdirSync(destDir, { recursive: true, mode: 0o755 });
  const coordinates = `${a.groupId}:${a.artifactId}:${a.version}:${a.type}`;
  if (which('mvn')) {
    say(scope, `fetching ${coordinates} from Maven Central (mvn dependency:copy)`);
    await run(
      'mvn',
      ['-B', '-q', 'dependency:copy', `-Dartifact=${coordinates}`, `-DoutputDirectory=${destDir}`],
      {
        cwd: destDir,
      },
    );
  } else {
    say(scope, `fetching ${coordinates} from ${config.mavenRepo} (no mvn on PATH)`);
    await directFetch(a, target);
  }
  if (!existsSync(target)) throw new Error(`fetching ${coordinates} left no ${target}`);
  return target;
}
