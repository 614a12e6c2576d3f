import { CHAT_CHANGES_PER_WINDOW, CHAT_SENDS_PER_WINDOW } from '@mohalla/contracts';
import {
  loadConfig,
  requireServerUrls,
  SERVICE_SETTINGS_EXPECT,
  STORE_SETTINGS_EXPECT,
  StoreSettingsSchema,
  serviceSettingsSchema,
} from '@mohalla/infra';
import { z } from 'zod';
import { JOINS_PER_ADDRESS_PER_WINDOW } from './socket/joinPace.js';

const origins = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)));

const Schema = requireServerUrls(
  StoreSettingsSchema.extend(serviceSettingsSchema(8083).shape).extend({
    ALIAS_SECRET: z.string().min(32),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//)
      .optional(),
    PUBLIC_URL: origins.default([]),
    CHAT_SEND_LIMIT: z.coerce.number().int().min(1).max(1_000).default(CHAT_SENDS_PER_WINDOW),
    CHAT_CHANGE_LIMIT: z.coerce.number().int().min(1).max(1_000).default(CHAT_CHANGES_PER_WINDOW),
    CHAT_JOIN_LIMIT_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(10)
      .max(100_000)
      .default(JOINS_PER_ADDRESS_PER_WINDOW),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  }),
);
export type RealtimeConfig = z.infer<typeof Schema>;

export function realtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  return loadConfig(
    'realtime',
    Schema,
    {
      ...STORE_SETTINGS_EXPECT,
      ...SERVICE_SETTINGS_EXPECT,
      ALIAS_SECRET:
        'the same secret of at least 32 characters as the write-api (area aliases derive from it)',
      REDIS_URL:
        'a Redis URL like redis://127.0.0.1:6379, where every realtime node keeps presence and counts sends',
      PUBLIC_URL:
        'the origin(s) browsers use, comma-separated, like https://mohalla.example; sockets from other origins (scheme, host and port compared) are refused; the origin served on is always allowed',
      CHAT_SEND_LIMIT: `chat messages a person may send in 10 seconds, 1 to 1000 (default ${CHAT_SENDS_PER_WINDOW})`,
      CHAT_CHANGE_LIMIT: `edits, deletes, helpful marks and reports a person may make in 10 seconds, 1 to 1000 (default ${CHAT_CHANGES_PER_WINDOW})`,
      CHAT_JOIN_LIMIT_PER_ADDRESS: `channel joins the sockets of one client address (IPv6: its /64) may make in 10 seconds before they wait, 10 to 100000 (default ${JOINS_PER_ADDRESS_PER_WINDOW})`,
      TRUST_PROXY: 'true behind our gateway (client addresses come from X-Forwarded-For), else false',
    },
    env,
  );
}
