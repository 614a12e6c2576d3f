import type { z } from 'zod';
import { loadConfig } from './loadConfig.js';
import {
  SERVICE_SETTINGS_EXPECT,
  serviceSettingsSchema,
  sharedServiceSettingsShape,
  TRUST_PROXY_EXPECT,
} from './serviceSettings.js';
import { requireServerUrls, STORE_SETTINGS_EXPECT, StoreSettingsSchema } from './storeSettings.js';

/** The settings every HTTP service process (read-api, realtime, write-api) reads before its own. */
function commonSchema(defaultPort: number) {
  return StoreSettingsSchema.extend(serviceSettingsSchema(defaultPort).shape).extend(
    sharedServiceSettingsShape,
  );
}
type CommonKey = keyof ReturnType<typeof commonSchema>['shape'];
type OwnSettingsExpect<S extends z.ZodObject> = {
  [K in Exclude<keyof S['shape'], Exclude<CommonKey, 'REDIS_URL'>>]: string;
};

/**
 * A service process's settings: its stores, where it listens and how much it
 * logs, the Redis it shares with its other instances and the proxy rule (see
 * serviceSettings), then its `own`.
 */
export function serviceConfigSchema<T extends z.ZodRawShape>(defaultPort: number, own: T) {
  return requireServerUrls(commonSchema(defaultPort).extend(own));
}

/**
 * Reads a service's settings from `env`; `expect` says what each of its own
 * variables (and REDIS_URL, whose use differs by service) should be.
 */
export function loadServiceConfig<S extends z.ZodObject>(
  service: string,
  schema: S,
  expect: OwnSettingsExpect<S>,
  env: NodeJS.ProcessEnv,
): z.infer<S> {
  const expects = {
    ...STORE_SETTINGS_EXPECT,
    ...SERVICE_SETTINGS_EXPECT,
    TRUST_PROXY: TRUST_PROXY_EXPECT,
    ...expect,
  };
  return loadConfig(service, schema, expects as { [K in keyof S['shape']]: string }, env);
}

/** A service's `(env) => settings`, what its main hands to `runConfiguredService`. */
export function serviceConfigReader<S extends z.ZodObject>(
  service: string,
  schema: S,
  expect: OwnSettingsExpect<S>,
): (env: NodeJS.ProcessEnv) => z.infer<S> {
  return (env) => loadServiceConfig(service, schema, expect, env);
}
