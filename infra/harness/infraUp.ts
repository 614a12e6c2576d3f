// `npm run infra:up [-- redis opensearch mongo]`: install when missing, start or reuse, wait until healthy,
// print `export …_URL=…` lines on stdout (progress goes to stderr) and write them to <infra dir>/env.
import { mkdirSync } from 'node:fs';
import { config } from './config.js';
import { envFilePath, exportLine, infraDirLine, writeEnvFile } from './envFile.js';
import { describeFailure, say } from './report.js';
import { up } from './server.js';
import { selectServers, usage } from './servers.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('-h') || args.includes('--help')) {
    console.log(usage);
    return 0;
  }
  const servers = selectServers(args, true);
  mkdirSync(config.infraDir, { recursive: true, mode: 0o755 });
  say(
    'infra',
    `bringing up ${servers.map((s) => s.name).join(', ')} (data: ${config.infraDir}, cache: ${config.cacheDir})`,
  );
  const started = Date.now();
  const results = await Promise.allSettled(servers.map((server) => up(server)));
  writeEnvFile();
  const failures = results.flatMap((result, i) =>
    result.status === 'rejected' ? [describeFailure(result.reason, servers[i]!.name)] : [],
  );
  for (const [i, result] of results.entries()) {
    if (result.status === 'fulfilled') console.log(exportLine(servers[i]!));
  }
  console.log(infraDirLine());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    process.stderr.write(`\n${failures.join('\n\n')}\n\n`);
    say('infra', `${failures.length} of ${servers.length} server(s) failed after ${seconds}s`);
    return 1;
  }
  say(
    'infra',
    `all up in ${seconds}s; \`source ${envFilePath}\` sets the URLs; \`npm run infra:down\` stops them`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`infra:up: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
