import { randomUUID } from 'node:crypto';
import { invalidField } from '@mohalla/infra';
import type { Context } from 'koa';
import type { CommandContext } from '../commands/commandContext.js';
import { idSourceFor } from '../commands/ids.js';

const TOKEN = /^[A-Za-z0-9._:-]{1,200}$/;

/**
 * Builds a command's context from the request: `Idempotency-Key` makes a
 * retried request safe (same ids, no second append), `X-Request-Id` becomes
 * the correlation id, `If-Match` pins the revision the client edited.
 */
export function commandContextFrom(ctx: Context, now: Date, actorId: string): CommandContext {
  const idempotencyKey = optionalToken(ctx, 'Idempotency-Key');
  const requestId = optionalToken(ctx, 'X-Request-Id') ?? randomUUID();
  const expectedRevision = parseIfMatch(ctx.get('If-Match'));
  return {
    actorId,
    now,
    correlationId: requestId,
    commandId: idempotencyKey ?? randomUUID(),
    ids: idSourceFor(idempotencyKey),
    ...(expectedRevision === undefined ? {} : { expectedRevision }),
  };
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
