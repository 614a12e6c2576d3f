import { createInProcessRateLimiter } from '@mohalla/infra';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../domain/src/testing/refusal.js';
import { writeApiConfig } from '../config.js';
import { uploadQuota } from './uploadQuota.js';
import { uploadQuotaFrom } from './uploadQuotaSettings.js';

const MB = 1024 * 1024;
const SECOND = 1000;

/** A context that only records the headers set on it. */
function fakeContext() {
  const headers: Record<string, string> = {};
  const ctx = { set: (name: string, value: string) => (headers[name] = value) } as unknown as Context;
  return { ctx, headers };
}

function given(settings = { perMinute: 3, perDay: 5, megabytesPerDay: 20 }) {
  let now = 1_700_000_000_000;
  const limiter = createInProcessRateLimiter({ now: () => now });
  return { quota: uploadQuota(limiter, settings), advance: (ms: number) => (now += ms) };
}

describe('uploadQuota', () => {
  it('admits the per-minute count, then answers 429 UPLOAD.RATE_LIMITED with Retry-After until the minute passes', async () => {
    const { quota, advance } = given();
    for (let i = 0; i < 3; i++) await quota.admitUpload(fakeContext().ctx, 'asha');
    const { ctx, headers } = fakeContext();
    const error = await refusal(quota.admitUpload(ctx, 'asha'));
    expect(error).toMatchObject({ status: 429, code: 'UPLOAD.RATE_LIMITED' });
    expect(error.detail).toMatch(/3 files a minute/);
    expect(headers['Retry-After']).toBe('60');
    // Per person: Ravi is not held back by Asha.
    await quota.admitUpload(fakeContext().ctx, 'ravi');
    advance(60 * SECOND);
    await quota.admitUpload(fakeContext().ctx, 'asha');
  });

  it('admits the daily count across minutes, then refuses for the rest of the 24 hours', async () => {
    const { quota, advance } = given();
    for (let i = 0; i < 5; i++) {
      await quota.admitUpload(fakeContext().ctx, 'asha');
      advance(60 * SECOND);
    }
    const { ctx, headers } = fakeContext();
    const error = await refusal(quota.admitUpload(ctx, 'asha'));
    expect(error.detail).toMatch(/5 files a day/);
    expect(Number(headers['Retry-After'])).toBe(24 * 3600 - 5 * 60);
  });

  it('counts stored bytes per day, refusing the file that would pass the allowance', async () => {
    const { quota } = given();
    await quota.admitBytes(fakeContext().ctx, 'asha', 10 * MB);
    await quota.admitBytes(fakeContext().ctx, 'asha', 9 * MB);
    const { ctx, headers } = fakeContext();
    const error = await refusal(quota.admitBytes(ctx, 'asha', 2 * MB));
    expect(error).toMatchObject({ status: 429, code: 'UPLOAD.RATE_LIMITED' });
    expect(error.detail).toMatch(/20 MB a day/);
    expect(Number(headers['Retry-After'])).toBe(24 * 3600);
    // What still fits is admitted: a tiny file costs one 64 KiB unit.
    await quota.admitBytes(fakeContext().ctx, 'asha', 100);
  });
});

describe('upload quota settings', () => {
  const env = { ALIAS_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/unused', UPLOADS: 'off' };

  it('has defaults: 20 a minute, 100 a day, 200 MB a day', () => {
    expect(uploadQuotaFrom(writeApiConfig(env))).toEqual({
      perMinute: 20,
      perDay: 100,
      megabytesPerDay: 200,
    });
  });

  it.each([
    ['UPLOAD_LIMIT_PER_MINUTE', '0'],
    ['UPLOAD_LIMIT_PER_DAY', 'many'],
    ['UPLOAD_MEGABYTES_PER_DAY', '5'],
    ['UPLOAD_MEGABYTES_PER_DAY', '1000'],
  ])('stops the start naming %s=%s', (name, value) => {
    expect(() => writeApiConfig({ ...env, [name]: value })).toThrow(
      new RegExp(`${name}="${value}" is not valid`),
    );
  });
});
