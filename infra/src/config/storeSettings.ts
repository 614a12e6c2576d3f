import { z } from 'zod';
import { esdbConnectionStringProblem } from '../eventStore/esdbConnectionString.js';
import { KEY_STORE_SETTINGS_EXPECT, keyStoreSettingsShape } from './keyStoreSettings.js';

/**
 * EVENTSTORE_URL: only what the KurrentDB client will connect with (see
 * esdbConnectionStringProblem), so a wrong string stops the start, not the first append.
 */
export const EventStoreUrlSchema = z.string().superRefine((value, ctx) => {
  const problem = esdbConnectionStringProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** How the EVENTSTORE_URL check is described to whoever set it wrong. */
export const EVENTSTORE_URL_EXPECT =
  'a KurrentDB connection string: kurrentdb:// or esdb:// (kurrent://, kdb://, each also +discover), ' +
  'host:port[,host:port], then options the client knows, like kurrentdb://127.0.0.1:2113?tls=false, ' +
  'or with TLS ?tls=true&tlsCAFile=/path/to/ca.crt (the file must exist)';

/**
 * Which adapters a service runs on, shared by every service's config. The
 * embedded choices need nothing but a folder; the scaled ones need a server.
 */
export const StoreSettingsSchema = z.object({
  EVENT_STORE: z.enum(['sqlite', 'esdb']).default('sqlite'),
  EVENT_STORE_PATH: z.string().min(1).default('./data/events.sqlite'),
  EVENTSTORE_URL: EventStoreUrlSchema.optional(),
  /** Unset means the privacy page's 30 days (see `chatRetentionPolicy`). */
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  READ_STORE: z.enum(['sqlite', 'mongo']).default('sqlite'),
  READ_STORE_PATH: z.string().min(1).default('./data/read-models.sqlite'),
  MONGO_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//)
    .optional(),
  MONGO_DATABASE: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/)
    .default('mohalla'),
  SEARCH_INDEX: z.enum(['sqlite', 'opensearch']).default('sqlite'),
  SEARCH_INDEX_PATH: z.string().min(1).default('./data/search.sqlite'),
  OPENSEARCH_URL: z.url({ protocol: /^https?$/ }).optional(),
  OPENSEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,40}$/)
    .default('mohalla'),
  ...keyStoreSettingsShape,
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

export const STORE_SETTINGS_EXPECT: Record<keyof StoreSettings, string> = {
  EVENT_STORE: 'sqlite (default) or esdb',
  EVENT_STORE_PATH: 'the SQLite event log file (with EVENT_STORE=sqlite)',
  EVENTSTORE_URL: `${EVENTSTORE_URL_EXPECT} (with EVENT_STORE=esdb)`,
  CHAT_RETENTION_DAYS:
    'how many days chat messages are kept, 1 to 3650 (default 30, what the privacy page promises)',
  READ_STORE: 'sqlite (default) or mongo',
  READ_STORE_PATH: 'the SQLite read-model file (with READ_STORE=sqlite)',
  MONGO_URL: 'a MongoDB URL like mongodb://127.0.0.1:27017 (with READ_STORE=mongo or KEY_STORE=mongo)',
  MONGO_DATABASE: 'a database name (letters, digits, _ and -)',
  SEARCH_INDEX: 'sqlite (default, FTS5 in a local file) or opensearch',
  SEARCH_INDEX_PATH: 'the SQLite search index file (with SEARCH_INDEX=sqlite)',
  OPENSEARCH_URL: 'an OpenSearch URL like http://127.0.0.1:9200 (with SEARCH_INDEX=opensearch)',
  OPENSEARCH_INDEX_PREFIX: 'lowercase letters, digits, _ and -: every index and alias name starts with it',
  ...KEY_STORE_SETTINGS_EXPECT,
};

/** The cross-field rules zod objects cannot say per field: a chosen server needs its URL. */
export function requireServerUrls<S extends z.ZodObject<typeof StoreSettingsSchema.shape>>(schema: S): S {
  return schema
    .refine((s) => s.EVENT_STORE !== 'esdb' || s.EVENTSTORE_URL, {
      path: ['EVENTSTORE_URL'],
      message: 'required with EVENT_STORE=esdb',
    })
    .refine((s) => s.READ_STORE !== 'mongo' || s.MONGO_URL, {
      path: ['MONGO_URL'],
      message: 'required with READ_STORE=mongo',
    })
    .refine((s) => s.KEY_STORE !== 'mongo' || s.MONGO_URL, {
      path: ['MONGO_URL'],
      message: 'required with KEY_STORE=mongo',
    })
    .refine((s) => s.SEARCH_INDEX !== 'opensearch' || s.OPENSEARCH_URL, {
      path: ['OPENSEARCH_URL'],
      message: 'required with SEARCH_INDEX=opensearch',
    });
}
