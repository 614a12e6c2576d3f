import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@mohalla/contracts';
import type { Context } from 'koa';

/**
 * "This browser has signed in to this account before": a cookie the server
 * signs after a sign-in that proved the password (or a sign-up), so the
 * owner's own devices keep a sign-in budget of their own that strangers'
 * guesses cannot use up.
 *
 * Each entry is `<device>.<account>.<issued>.<mac>`: a random device id
 * (shared by the entries of one browser), a keyed hash of the account's
 * email (so the cookie names nobody to whoever reads it, and binds the entry
 * to that account only), when it was issued, and an HMAC over the three with
 * a key derived from the server's cookie secret. A browser keeps entries for
 * up to `MAX_ACCOUNTS` accounts (a shared family phone). HttpOnly, so page
 * script never sees it; sent only to the sign-in calls.
 */
export const KNOWN_DEVICE_COOKIE = 'mohalla_device';
const COOKIE_PATH = '/api/auth';
const MAX_ACCOUNTS = 5;
/** Long enough that an owner who signs in every few months stays known. */
export const KNOWN_DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

export interface KnownDevice {
  /** Random per browser; the owner's device budget counts under it (with the account). */
  deviceId: string;
  /** The account the entry is bound to, as a keyed hash of its email. */
  account: string;
}

interface Entry extends KnownDevice {
  issuedAt: number;
}

/** The signing key, derived so the cookie secret itself signs nothing else this way. */
function keyOf(ctx: Context): Buffer {
  const keys = ctx.app.keys;
  const secret = Array.isArray(keys) ? keys[0] : undefined;
  if (!secret) throw new Error('known devices need app.keys (the cookie secret) as a list');
  return createHmac('sha256', String(secret)).update('mohalla known device v1').digest();
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

/** The account tag of an email: the same for every spelling `normalizeEmail` folds together. */
export function accountTag(ctx: Context, email: string): string {
  return mac(keyOf(ctx), `account:${normalizeEmail(email)}`).slice(0, 22);
}

function formatEntry(key: Buffer, { deviceId, account, issuedAt }: Entry): string {
  const signed = `${deviceId}.${account}.${issuedAt.toString(36)}`;
  return `${signed}.${mac(key, signed)}`;
}

/** The entries of the request's cookie whose signature holds and which have not expired. */
function validEntries(ctx: Context, now: Date): Entry[] {
  const raw = ctx.cookies.get(KNOWN_DEVICE_COOKIE) ?? '';
  if (raw === '' || raw.length > 2000) return [];
  const key = keyOf(ctx);
  const entries: Entry[] = [];
  for (const part of raw.split('~').slice(0, MAX_ACCOUNTS)) {
    const [deviceId, account, issued, signature, ...rest] = part.split('.');
    if (!deviceId || !account || !issued || !signature || rest.length > 0) continue;
    const expected = Buffer.from(mac(key, `${deviceId}.${account}.${issued}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
    const issuedAt = Number.parseInt(issued, 36);
    const age = now.getTime() - issuedAt;
    if (!Number.isSafeInteger(issuedAt) || age < -60_000 || age > KNOWN_DEVICE_TTL_MS) continue;
    entries.push({ deviceId, account, issuedAt });
  }
  return entries;
}

/** The known device this request comes from for the account of `email`, if it carries a valid entry for it. */
export function knownDeviceFor(ctx: Context, email: string, now: Date): KnownDevice | undefined {
  const account = accountTag(ctx, email);
  const entry = validEntries(ctx, now).find((e) => e.account === account);
  return entry && { deviceId: entry.deviceId, account };
}

/**
 * Marks this browser as known to the account of `email` (after the password
 * was proved): a fresh entry for it first, the browser's other valid
 * entries after, the oldest dropped beyond `MAX_ACCOUNTS`.
 */
export function rememberDevice(ctx: Context, email: string, now: Date): void {
  const key = keyOf(ctx);
  const account = accountTag(ctx, email);
  const held = validEntries(ctx, now);
  const others = held.filter((e) => e.account !== account);
  // A browser keeps its device id, so signing in again never buys its budget afresh.
  const deviceId = held[0]?.deviceId ?? randomBytes(16).toString('base64url');
  const entries = [{ deviceId, account, issuedAt: now.getTime() }, ...others].slice(0, MAX_ACCOUNTS);
  ctx.cookies.set(KNOWN_DEVICE_COOKIE, entries.map((entry) => formatEntry(key, entry)).join('~'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: COOKIE_PATH,
    expires: new Date(now.getTime() + KNOWN_DEVICE_TTL_MS),
    overwrite: true,
  });
}
