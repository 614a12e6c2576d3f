import { CHAT_CHANGES_PER_WINDOW, CHAT_SENDS_PER_WINDOW } from '@mohalla/contracts';
import {
  ALIAS_SECRET_EXPECT,
  aliasSecretSetting,
  serviceConfigReader,
  serviceConfigSchema,
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

const Schema = serviceConfigSchema(8083, {
  ...aliasSecretSetting,
  PUBLIC_URL: origins.default([]),
  CHAT_SEND_LIMIT: z.coerce.number().int().min(1).max(1_000).default(CHAT_SENDS_PER_WINDOW),
  CHAT_CHANGE_LIMIT: z.coerce.number().int().min(1).max(1_000).default(CHAT_CHANGES_PER_WINDOW),
  CHAT_JOIN_LIMIT_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(10)
    .max(100_000)
    .default(JOINS_PER_ADDRESS_PER_WINDOW),
});
export type RealtimeConfig = z.infer<typeof Schema>;

export const realtimeConfig = serviceConfigReader('realtime', Schema, {
  ALIAS_SECRET: ALIAS_SECRET_EXPECT,
  REDIS_URL:
    'a Redis URL like redis://127.0.0.1:6379, where every realtime node keeps presence and counts sends',
  PUBLIC_URL:
    'the origin(s) browsers use, comma-separated, like https://mohalla.example; sockets from other origins (scheme, host and port compared) are refused; the origin served on is always allowed',
  CHAT_SEND_LIMIT: `chat messages a person may send in 10 seconds, 1 to 1000 (default ${CHAT_SENDS_PER_WINDOW})`,
  CHAT_CHANGE_LIMIT: `edits, deletes, helpful marks and reports a person may make in 10 seconds, 1 to 1000 (default ${CHAT_CHANGES_PER_WINDOW})`,
  CHAT_JOIN_LIMIT_PER_ADDRESS: `channel joins the sockets of one client address (IPv6: its /64) may make in 10 seconds before they wait, 10 to 100000 (default ${JOINS_PER_ADDRESS_PER_WINDOW})`,
});
