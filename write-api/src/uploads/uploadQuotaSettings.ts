import { MAX_RATE_LIMIT } from '@mohalla/infra';
import { z } from 'zod';

/**
 * Daily bytes are counted in units of 64 KiB (a file costs its size rounded
 * up), so a day's allowance fits the limiter's bound on units per key.
 */
export const QUOTA_UNIT_BYTES = 64 * 1024;
const UNITS_PER_MEGABYTE = (1024 * 1024) / QUOTA_UNIT_BYTES;
/** The largest daily allowance the limiter can count in 64 KiB units. */
const MAX_DAILY_MEGABYTES = Math.floor(MAX_RATE_LIMIT / UNITS_PER_MEGABYTE);
/** At least one file of the largest size (10 MB) must fit in a day. */
const MIN_DAILY_MEGABYTES = 10;

/** Per-person upload limits; the write API's and the launcher's configurations spread it. */
export const uploadQuotaSettingsShape = {
  UPLOAD_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(MAX_RATE_LIMIT).default(20),
  UPLOAD_LIMIT_PER_DAY: z.coerce.number().int().min(1).max(MAX_RATE_LIMIT).default(100),
  UPLOAD_MEGABYTES_PER_DAY: z.coerce
    .number()
    .int()
    .min(MIN_DAILY_MEGABYTES)
    .max(MAX_DAILY_MEGABYTES)
    .default(200),
};

export const UPLOAD_QUOTA_SETTINGS_EXPECT = {
  UPLOAD_LIMIT_PER_MINUTE: `uploads one person may start per minute, 1 to ${MAX_RATE_LIMIT} (default 20)`,
  UPLOAD_LIMIT_PER_DAY: `files one person may upload in 24 hours, 1 to ${MAX_RATE_LIMIT} (default 100)`,
  UPLOAD_MEGABYTES_PER_DAY: `megabytes one person may store in 24 hours, ${MIN_DAILY_MEGABYTES} to ${MAX_DAILY_MEGABYTES} (default 200)`,
};

export interface UploadQuotaSettings {
  perMinute: number;
  perDay: number;
  megabytesPerDay: number;
}

type QuotaConfig = { [K in keyof typeof uploadQuotaSettingsShape]: number };

/** The limits from a parsed configuration that spread `uploadQuotaSettingsShape`. */
export function uploadQuotaFrom(config: QuotaConfig): UploadQuotaSettings {
  return {
    perMinute: config.UPLOAD_LIMIT_PER_MINUTE,
    perDay: config.UPLOAD_LIMIT_PER_DAY,
    megabytesPerDay: config.UPLOAD_MEGABYTES_PER_DAY,
  };
}

/** The defaults, for callers that build the app without a configuration (tests, bench). */
export const DEFAULT_UPLOAD_QUOTA: UploadQuotaSettings = uploadQuotaFrom(
  z.object(uploadQuotaSettingsShape).parse({}),
);

export const megabytesToUnits = (megabytes: number) => megabytes * UNITS_PER_MEGABYTE;
