import {
  checkObjectStorageSettings,
  EVENTSTORE_URL_EXPECT,
  loadConfig,
  MAX_RATE_LIMIT,
  OBJECT_STORAGE_SETTINGS_EXPECT,
  objectStorageSettingsShape,
  redisUrlSetting,
  SERVICE_SETTINGS_EXPECT,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  serviceSettingsSchema,
} from '@mohalla/infra';
import { UPLOAD_QUOTA_SETTINGS_EXPECT, uploadQuotaSettingsShape } from '@mohalla/write-api';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** Settings the single-node and scaled launchers share, on top of where they listen. */
const LauncherSchema = serviceSettingsSchema(8080).extend({
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: flag.default(true),
  READ_WAIT_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  REBUILD_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ALIAS_SECRET: z.string().min(32).optional(),
  KEY_ENCRYPTION_SECRET: StoreSettingsSchema.shape.KEY_ENCRYPTION_SECRET,
  SIGNUP_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(MAX_RATE_LIMIT).default(50),
  CHAT_SEND_LIMIT: z.coerce.number().int().min(1).max(1_000).default(10),
  CHAT_CHANGE_LIMIT: z.coerce.number().int().min(1).max(1_000).default(30),
  CHAT_JOIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(10).max(100_000).default(60),
  REVERSE_GEOCODER_URL: z.url().optional(),
  OIDC_ISSUER_URL: httpUrl.default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().min(1).max(512).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).max(512).optional(),
  PUBLIC_URL: httpUrl.optional(),
  OIDC_TOKEN_SIGNUP: z.enum(['true', 'false']).default('false'),
  ...objectStorageSettingsShape,
  // One machine: files in the data folder unless told otherwise.
  UPLOADS: objectStorageSettingsShape.UPLOADS.unwrap().default('local'),
  UPLOADS_DIR: z.string().min(1).optional(),
  ...uploadQuotaSettingsShape,
  CHAT_RETENTION_DAYS: StoreSettingsSchema.shape.CHAT_RETENTION_DAYS,
});
export type LauncherConfig = z.infer<typeof LauncherSchema>;

export const LAUNCHER_EXPECT = {
  ...SERVICE_SETTINGS_EXPECT,
  DATA_DIR: 'a folder for the event log and read models',
  SEED_DEMO: 'true or false',
  READ_WAIT_MAX_MS: 'milliseconds from 0 to 60000',
  REBUILD_LEASE_MS:
    'milliseconds from 1000 to 600000 a rebuild counts as running without its process renewing it (default 30000)',
  WEB_DIST_DIR: 'the folder of the built web client',
  ALIAS_SECRET:
    'a random secret of at least 32 characters (default: generated once into DATA_DIR/alias-secret)',
  KEY_ENCRYPTION_SECRET: STORE_SETTINGS_EXPECT.KEY_ENCRYPTION_SECRET,
  SIGNUP_LIMIT_PER_ADDRESS: `sign-ups allowed per client address per hour, 1 to ${MAX_RATE_LIMIT}`,
  CHAT_SEND_LIMIT: 'chat messages a person may send in 10 seconds, 1 to 1000 (default 10)',
  CHAT_CHANGE_LIMIT:
    'edits, deletes, helpful marks and reports a person may make in 10 seconds, 1 to 1000 (default 30)',
  CHAT_JOIN_LIMIT_PER_ADDRESS:
    'channel joins the sockets of one client address (IPv6: its /64) may make in 10 seconds before they wait, 10 to 100000 (default 60)',
  REVERSE_GEOCODER_URL: 'the base URL of a Nominatim-compatible reverse geocoder (optional)',
  OIDC_ISSUER_URL:
    "the OpenID provider's issuer URL (default https://accounts.google.com); https, or http on 127.0.0.1/localhost",
  OIDC_CLIENT_ID:
    'the OAuth client id from the provider (sign-in with Google is on when it and OIDC_CLIENT_SECRET are set)',
  OIDC_CLIENT_SECRET: 'the OAuth client secret from the provider, set together with OIDC_CLIENT_ID',
  OIDC_TOKEN_SIGNUP: 'true to accept POST /api/auth/google-signup with a bare access token (off by default)',
  PUBLIC_URL:
    'the origin browsers use, like https://mohalla.example (default: the URL the server listens on); the redirect URI is PUBLIC_URL/api/auth/google/callback',
  ...OBJECT_STORAGE_SETTINGS_EXPECT,
  UPLOADS:
    'local (files in UPLOADS_DIR), s3 (an S3-compatible bucket, S3_* settings) or off (uploads answer "coming soon"); default local',
  UPLOADS_DIR: 'the folder uploaded files are kept in with UPLOADS=local (default DATA_DIR/uploads)',
  ...UPLOAD_QUOTA_SETTINGS_EXPECT,
  CHAT_RETENTION_DAYS: STORE_SETTINGS_EXPECT.CHAT_RETENTION_DAYS,
};

/** Sign-in with Google is on when both the client id and secret are set. */
export function oidcEnabled(config: LauncherConfig): boolean {
  return Boolean(config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The id and secret come together; the issuer is https unless it is on this machine. Also checks
 * the upload settings (S3_* with UPLOADS=s3), since both editions refine with this.
 */
function checkOidc(config: z.infer<typeof LauncherSchema>, ctx: z.RefinementCtx): void {
  checkObjectStorageSettings(config, ctx);
  if (!config.OIDC_CLIENT_ID && !config.OIDC_CLIENT_SECRET) return;
  if (!config.OIDC_CLIENT_ID) ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'required' });
  if (!config.OIDC_CLIENT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_SECRET'], message: 'required' });
  }
  const issuer = new URL(config.OIDC_ISSUER_URL);
  if (issuer.protocol !== 'https:' && !LOOPBACK.has(issuer.hostname)) {
    ctx.addIssue({ code: 'custom', path: ['OIDC_ISSUER_URL'], message: 'must be https' });
  }
}

export function singleNodeConfig(env: NodeJS.ProcessEnv): LauncherConfig {
  return loadConfig('Mohalla', LauncherSchema.superRefine(checkOidc), LAUNCHER_EXPECT, env);
}

const { MONGO_URL, MONGO_DATABASE, EVENTSTORE_URL, OPENSEARCH_URL, OPENSEARCH_INDEX_PREFIX } =
  StoreSettingsSchema.shape;

/** The scaled edition needs MongoDB, the other servers are optional; each is checked as the services check it. */
const ScaledSchema = LauncherSchema.extend({
  MONGO_URL: MONGO_URL.unwrap(),
  MONGO_DATABASE,
  EVENTSTORE_URL,
  WRITE_API_INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
  READ_API_INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
  REALTIME_INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
  REDIS_URL: redisUrlSetting,
  OPENSEARCH_URL,
  OPENSEARCH_INDEX_PREFIX,
});
export type ScaledConfig = z.infer<typeof ScaledSchema>;

/** The browser-facing origin: PUBLIC_URL, else where the gateway listens (a wildcard host read as loopback). */
export function publicUrlOf(config: LauncherConfig, port: number): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function scaledConfig(env: NodeJS.ProcessEnv): ScaledConfig {
  return loadConfig(
    'Mohalla (scaled)',
    ScaledSchema.superRefine((config, ctx) => {
      checkOidc(config, ctx);
      // The write-api processes start before the gateway, so they cannot learn a port picked at start.
      if (oidcEnabled(config) && !config.PUBLIC_URL && config.PORT === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: 'required with OIDC_CLIENT_ID and PORT=0',
        });
      }
    }),
    {
      ...LAUNCHER_EXPECT,
      MONGO_URL: 'a MongoDB URL like mongodb://127.0.0.1:27017 (npm run infra:up prints one)',
      MONGO_DATABASE: STORE_SETTINGS_EXPECT.MONGO_DATABASE,
      EVENTSTORE_URL: `${EVENTSTORE_URL_EXPECT}; without it the log is a SQLite file in DATA_DIR shared by the processes`,
      WRITE_API_INSTANCES: 'how many write-api processes, 1 to 16',
      READ_API_INSTANCES: 'how many read-api processes, 1 to 16',
      REALTIME_INSTANCES: 'how many realtime (live chat) processes, 1 to 16',
      REDIS_URL:
        'a Redis URL (npm run infra:up prints one), so the write-api and realtime instances share rate limits and presence',
      OPENSEARCH_URL:
        'an OpenSearch URL (npm run infra:up prints one); without it search is a SQLite FTS5 file in DATA_DIR',
      OPENSEARCH_INDEX_PREFIX: STORE_SETTINGS_EXPECT.OPENSEARCH_INDEX_PREFIX,
    },
    env,
  );
}
