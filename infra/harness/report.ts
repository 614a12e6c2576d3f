// Progress lines (stderr, so stdout stays `eval`-able) and failures that read like help.
import { existsSync, readFileSync } from 'node:fs';

const started = Date.now();

export function say(scope: string, message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
  process.stderr.write(`[infra ${seconds}s] ${scope}: ${message}\n`);
}

/** A failure of one server, with the log to read and what to try. */
export class ServerFailure extends Error {
  constructor(
    readonly server: string,
    message: string,
    readonly logFile?: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** Written to a server's log before each start, so a failure shows only the latest attempt. */
export const startBanner = '=== infra:up starting';

export function tail(file: string, lines = 25): string[] {
  if (!existsSync(file)) return [];
  const all = readFileSync(file, 'utf8').trimEnd().split('\n');
  const lastStart = all.findLastIndex((line) => line.startsWith(startBanner));
  return all.slice(Math.max(lastStart + 1, all.length - lines));
}

export function describeFailure(error: unknown, fallbackServer: string): string {
  const failure =
    error instanceof ServerFailure
      ? error
      : new ServerFailure(fallbackServer, error instanceof Error ? error.message : String(error));
  const out = [`✖ ${failure.server} failed: ${failure.message}`];
  if (failure.logFile) {
    out.push(`  log: ${failure.logFile}`);
    const last = tail(failure.logFile);
    if (last.length > 0) {
      out.push(`  last ${last.length} lines of the log:`);
      for (const line of last) out.push(`    | ${line}`);
    } else {
      out.push('  (the log is empty or missing)');
    }
  }
  if (failure.hint) out.push(`  hint: ${failure.hint}`);
  return out.join('\n');
}
