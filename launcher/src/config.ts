import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting of the single-node edition, from the environment, checked once at start. */
const ConfigSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  READ_WAIT_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
});
export type Config = z.infer<typeof ConfigSchema>;

const EXPECTS: Record<string, string> = {
  HOST: 'an interface to listen on, e.g. 127.0.0.1 or 0.0.0.0',
  PORT: 'a port number from 0 to 65535 (0 picks a free one)',
  DATA_DIR: 'a folder for the event log and read models',
  SEED_DEMO: 'true or false',
  LOG_LEVEL: 'one of debug, info, warn, error, silent',
  READ_WAIT_MAX_MS: 'milliseconds from 0 to 60000',
  WEB_DIST_DIR: 'the folder of the built web client',
};

export class ConfigError extends Error {}

/** Parses the environment; a wrong value stops the start with a message naming the variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const picked = Object.fromEntries(Object.keys(EXPECTS).map((k) => [k, env[k] === '' ? undefined : env[k]]));
  const result = ConfigSchema.safeParse(picked);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}=${JSON.stringify(env[name])} is not valid: expected ${EXPECTS[name] ?? issue.message}`;
  });
  throw new ConfigError(`Mohalla cannot start because of its configuration:\n${lines.join('\n')}`);
}
