/**
 * Suites that need a server we cannot always run here (EventStoreDB, MongoDB)
 * ask this first. It answers the URL to use, or why the suite must skip, and
 * the suite prints that reason so a skipped run never looks like a pass.
 *
 * `REQUIRE_INFRA` (comma-separated names, as CI sets it) turns a missing
 * server into a failure instead of a skip.
 */
export interface ServerAvailability {
  url: string | null;
  reason: string;
}

export function requiredInfra(env: NodeJS.ProcessEnv = process.env): Set<string> {
  return new Set(
    (env.REQUIRE_INFRA ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
}

/**
 * Resolves a server from an environment variable. `name` is the short name
 * used in REQUIRE_INFRA (`eventstore`, `mongo`, ...).
 */
export function serverFromEnv(name: string, variable: string, env = process.env): ServerAvailability {
  const url = env[variable];
  if (url) return { url, reason: `${variable}=${url}` };
  const reason = `${variable} is not set (start one with \`npm run infra:up\` and export what it prints)`;
  if (requiredInfra(env).has(name)) {
    throw new Error(`REQUIRE_INFRA names '${name}' but ${reason}`);
  }
  console.warn(`[skip] ${name} suites skipped: ${reason}`);
  return { url: null, reason };
}

/**
 * For a server a global setup looked for (it provides the URL, or null and
 * why): the same skip-or-fail rule as `serverFromEnv`.
 */
export function providedServer(name: string, url: string | null, reason: string): ServerAvailability {
  if (url) return { url, reason };
  if (requiredInfra().has(name)) throw new Error(`REQUIRE_INFRA names '${name}' but ${reason}`);
  console.warn(`[skip] ${name} suites skipped: ${reason}`);
  return { url: null, reason };
}

/**
 * For a tool rather than a server (a program whose path is in `variable`,
 * e.g. SCHEMATHESIS_BIN, which CI installs): the same skip-or-fail rule,
 * with how to get it in the printed reason.
 */
export function toolFromEnv(name: string, variable: string, howToGet: string, env = process.env) {
  const path = env[variable];
  if (path) return { url: path, reason: `${variable}=${path}` };
  return providedServer(name, null, `${variable} is not set (${howToGet})`);
}
