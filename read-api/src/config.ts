import { serviceConfigReader, serviceConfigSchema } from '@mohalla/infra';
import { z } from 'zod';

const Schema = serviceConfigSchema(8082, {
  READ_WAIT_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  REVERSE_GEOCODER_URL: z.url().optional(),
});
export type ReadApiConfig = z.infer<typeof Schema>;

export const readApiConfig = serviceConfigReader('read-api', Schema, {
  READ_WAIT_MAX_MS: 'milliseconds from 0 to 60000',
  REVERSE_GEOCODER_URL: 'the base URL of a Nominatim-compatible reverse geocoder (optional)',
  REDIS_URL:
    'a Redis URL like redis://127.0.0.1:6379 where the realtime nodes keep presence and the read APIs share search limits',
});
