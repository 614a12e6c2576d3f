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
export function loadConfig<S extends z.ZodObject>(
  service: string,
  schema: S,
  expects: { [K in keyof S['shape']]: string },
  env: NodeJS.ProcessEnv,
): z.infer<S> {
  // The variables read are exactly the schema's keys; the type of `expects`
  // makes the compiler insist that each has a description.
  const names = Object.keys(schema.shape);
  const picked = Object.fromEntries(names.map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const result = schema.safeParse(picked);
  if (result.success) return result.data;
  const lines = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].map((name) => {
    const value = env[name];
    const was =
      value === undefined || value === '' ? ' is missing' : `=${JSON.stringify(value)} is not valid`;
    return `  ${name}${was}: expected ${(expects as Record<string, string>)[name] ?? 'a valid value'}`;
  });
  throw new ConfigError(`${service} cannot start because of its configuration:\n${lines.join('\n')}`);
}
