import type { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses a service's settings from the environment with its zod schema. A
 * missing or wrong variable stops the start with one line per variable
 * naming it, what it was and what it expects, never a stack trace.
 * `expects` describes each variable the schema reads, in words.
 */
export function loadConfig<T>(
  service: string,
  schema: z.ZodType<T>,
  expects: Record<string, string>,
  env: NodeJS.ProcessEnv,
): T {
  const picked = Object.fromEntries(Object.keys(expects).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const result = schema.safeParse(picked);
  if (result.success) return result.data;
  const lines = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].map((name) => {
    const value = env[name];
    const was = value === undefined || value === '' ? 'is missing' : `=${JSON.stringify(value)} is not valid`;
    return `  ${name} ${was}: expected ${expects[name] ?? 'a valid value'}`;
  });
  throw new ConfigError(`${service} cannot start because of its configuration:\n${lines.join('\n')}`);
}
