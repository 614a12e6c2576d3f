// Puts OpenSearch's minimal distribution (integ-test-zip, from Maven Central) in the cache, unpacked,
// plus the modules of openSearchModules.ts.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { fetchArtifact } from './mavenFetch.js';
import { ensureOpenSearchModules } from './openSearchModules.js';
import { run } from './proc.js';
import { say } from './report.js';
import { ensureDebianPackage } from './system.js';

const version = config.openSearch.version;

/** OPENSEARCH_HOME of the cached distribution. */
export const openSearchHome = join(config.cacheDir, `opensearch-${version}`);
const completeMarker = join(openSearchHome, '.mohalla-complete');

export async function ensureOpenSearch(): Promise<string> {
  if (!existsSync(completeMarker)) await fetchAndUnpack();
  await ensureOpenSearchModules(openSearchHome, version);
  return openSearchHome;
}

async function fetchAndUnpack(): Promise<void> {
  mkdirSync(config.cacheDir, { recursive: true, mode: 0o755 });
  const zip = await fetchArtifact(
    'opensearch',
    { groupId: 'org.opensearch.distribution.integ-test-zip', artifactId: 'opensearch', version, type: 'zip' },
    join(config.cacheDir, 'downloads'),
  );
  const unzip = await ensureDebianPackage('opensearch', 'unzip', 'unzip');
  say('opensearch', `unpacking ${zip} to ${openSearchHome}`);
  const scratch = mkdtempSync(join(config.cacheDir, 'opensearch-unpack-'));
  try {
    await run(unzip, ['-q', zip, '-d', scratch]);
    const unpacked = join(scratch, `opensearch-${version}`);
    if (!existsSync(join(unpacked, 'bin', 'opensearch'))) {
      throw new Error(`${zip} has no opensearch-${version}/bin/opensearch`);
    }
    rmSync(openSearchHome, { recursive: true, force: true });
    renameSync(unpacked, openSearchHome);
    await run('chmod', ['-R', 'a+rX', openSearchHome]); // it runs as the unprivileged service user
    writeFileSync(completeMarker, `${version}\n`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
