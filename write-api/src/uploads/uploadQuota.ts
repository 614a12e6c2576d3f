import type { DomainError } from '@mohalla/contracts';
import { type RateLimitDecision, type RateLimiter, tooManyRequests } from '@mohalla/infra';
import type { Context } from 'koa';
import { megabytesToUnits, QUOTA_UNIT_BYTES, type UploadQuotaSettings } from './uploadQuotaSettings.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Per-person upload limits on the shared RateLimiter (Redis in the scaled
 * edition, so they hold across write-api processes), each a sliding window:
 *
 * - `admitUpload`, before a byte of the body is read: uploads started per
 *   minute, then files per 24 hours. Every attempt counts, refused or not
 *   (a broken or spoofed file cost the server its reading too).
 * - `admitBytes`, after stripping and before storing: the stored bytes per
 *   24 hours, in 64 KiB units.
 *
 * A refusal is 429 `UPLOAD.RATE_LIMITED` with `Retry-After` in whole
 * seconds, and nothing is stored.
 */
export function uploadQuota(limiter: RateLimiter, settings: UploadQuotaSettings) {
  const perMinute = { limit: settings.perMinute, windowMs: MINUTE };
  const perDay = { limit: settings.perDay, windowMs: DAY };
  const bytesPerDay = { limit: megabytesToUnits(settings.megabytesPerDay), windowMs: DAY };
  return {
    async admitUpload(ctx: Context, userId: string): Promise<void> {
      const minute = await limiter.consume(`upload-minute:${userId}`, perMinute);
      if (!minute.allowed) throw refused(ctx, minute, `You can upload ${settings.perMinute} files a minute.`);
      const day = await limiter.consume(`upload-day:${userId}`, perDay);
      if (!day.allowed) throw refused(ctx, day, `You can upload ${settings.perDay} files a day.`);
    },
    async admitBytes(ctx: Context, userId: string, bytes: number): Promise<void> {
      const units = Math.max(1, Math.ceil(bytes / QUOTA_UNIT_BYTES));
      const decision = await limiter.consume(`upload-bytes:${userId}`, bytesPerDay, units);
      if (!decision.allowed) {
        throw refused(ctx, decision, `You can upload ${settings.megabytesPerDay} MB a day.`);
      }
    },
  };
}
export type UploadQuota = ReturnType<typeof uploadQuota>;

function refused(ctx: Context, decision: RateLimitDecision, limit: string): DomainError {
  return tooManyRequests('UPLOAD.RATE_LIMITED', limit, decision.retryAfterMs, ctx);
}
