// Adds OpenSearch modules that the minimal distribution lacks, from their jars on Maven Central.
//
// integ-test-zip ships only transport-netty4, so the analyzers most apps use (english, hindi, …),
// edge_ngram / ngram tokenizers, asciifolding, synonym, word_delimiter … are missing. They live in
// the analysis-common module, published as org.opensearch.plugin:analysis-common:<version>:jar with no
// runtime dependencies beyond the distribution's own lib/. We lay it out as the full distribution does.
// (Its painless whitelist extension is simply not loaded: there is no lang-painless here.)
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from './config.js';
import { fetchArtifact } from './mavenFetch.js';
import { run } from './proc.js';
import { say } from './report.js';

interface Module {
  name: string;
  classname: string;
  description: string;
}

const modules: Module[] = [
  {
    name: 'analysis-common',
    classname: 'org.opensearch.analysis.common.CommonAnalysisPlugin',
    description: 'Adds "built in" analyzers to OpenSearch.',
  },
];

export async function ensureOpenSearchModules(home: string, version: string): Promise<void> {
  for (const module of modules) {
    const dir = join(home, 'modules', module.name);
    const descriptor = join(dir, 'plugin-descriptor.properties');
    if (existsSync(descriptor)) continue;
    const jar = await fetchArtifact(
      'opensearch',
      { groupId: 'org.opensearch.plugin', artifactId: module.name, version, type: 'jar' },
      join(config.cacheDir, 'downloads'),
    );
    say('opensearch', `adding module ${module.name}`);
    mkdirSync(dir, { recursive: true });
    copyFileSync(jar, join(dir, `${module.name}-${version}.jar`));
    writeFileSync(
      descriptor,
      [
        `description=${module.description}`,
        `version=${version}`,
        `name=${module.name}`,
        `classname=${module.classname}`,
        'java.version=11',
        `opensearch.version=${version}`,
        'custom.foldername=',
        'extended.plugins=',
        'has.native.controller=false',
        '',
      ].join('\n'),
    );
    await run('chmod', ['-R', 'a+rX', dir]);
  }
}
