// `npm run infra:down [-- [--purge] redis opensearch mongo]`: stop the servers infra:up started.
import { rmSync } from 'node:fs';
import { writeEnvFile } from './envFile.js';
import { describeFailure, say } from './report.js';
import { down, serverDir } from './server.js';
import { selectServers, usage } from './servers.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('-h') || args.includes('--help')) {
    console.log(usage);
    return 0;
  }
  const purge = args.includes('--purge');
  const servers = selectServers(args);
  const results = await Promise.allSettled(servers.map((server) => down(server)));
  let failed = 0;
  for (const [i, result] of results.entries()) {
    const server = servers[i]!;
    if (result.status === 'rejected') {
      failed++;
      process.stderr.write(`${describeFailure(result.reason, server.name)}\n`);
    } else if (purge) {
      rmSync(serverDir(server), { recursive: true, force: true });
      say(server.name, `deleted ${serverDir(server)}`);
    }
  }
  writeEnvFile();
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`infra:down: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
