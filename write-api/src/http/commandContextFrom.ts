import { createHash, randomUUID } from 'node:crypto';
import { invalidField } from '@mohalla/contracts';
import { type CommandContext, deterministicUuid, idSourceFor } from '@mohalla/domain';

import type { Context } from 'koa';

const TOKEN = /^[A-Za-z0-9._:-]{1,200}$/;

/**
 * Builds a command's context from the request: `Idempotency-Key` makes a
 * retried request safe (same ids, no second append), `X-Request-Id` becomes
 * the correlation id, `If-Match` pins the revision the client edited.
 *
 * The key only counts together with who sends it, where, and what: ids are
 * derived from the actor, the method and path, a digest of the body and the
 * key. So only a true retry meets its first attempt again; someone else
 * reusing a key they saw (it is no secret) starts a command of their own and
 * can never take over another's account, reply or vote.
 */
export function commandContextFrom(ctx: Context, now: Date, actorId: string): CommandContext {
  const idempotencyKey = optionalToken(ctx, 'Idempotency-Key');
  const requestId = optionalToken(ctx, 'X-Request-Id') ?? randomUUID();
  const expectedRevision = parseIfMatch(ctx.get('If-Match'));
  const scopedKey = idempotencyKey
    ? [actorId, ctx.method, ctx.path, digest(ctx.request.body), idempotencyKey].join('\u0000')
    : undefined;
  return {
    actorId,
    now,
    correlationId: requestId,
    // The raw key stays out of the log's metadata.
    commandId: scopedKey ? deterministicUuid('command', scopedKey) : randomUUID(),
    ids: idSourceFor(scopedKey),
    ...(expectedRevision === undefined ? {} : { expectedRevision }),
  };
}

function digest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');
}

function optionalToken(ctx: Context, header: string): string | undefined {
  const value = ctx.get(header);
  if (value === '') return undefined;
  if (!TOKEN.test(value)) throw invalidField(header, 'must be 1 to 200 letters, digits or ._:-');
  return value;
}

function parseIfMatch(value: string): number | undefined {
  if (value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(value.trim());
  if (!match?.[1]) throw invalidField('If-Match', 'must be the ETag the read API gave, like "3"');
  return Number(match[1]);
}
