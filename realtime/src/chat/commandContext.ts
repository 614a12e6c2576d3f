import { createHash, randomUUID } from 'node:crypto';
import { type CommandContext, deterministicUuid, idSourceFor } from '@mohalla/domain';

/**
 * A chat command's context. With a client's request key (a socket's
 * `requestId`, an HTTP `Idempotency-Key`) its ids derive from the key
 * together with who sends it and what (`scope`), so only a true retry meets
 * its first attempt again and appends nothing; someone else's key starts a
 * command of one's own.
 */
export function chatCommandContext(
  actorId: string,
  now: Date,
  scope: readonly string[],
  requestKey?: string | undefined,
): CommandContext {
  const scoped = requestKey ? [actorId, ...scope, requestKey].join('\u0000') : undefined;
  return {
    actorId,
    now,
    correlationId: randomUUID(),
    commandId: scoped ? deterministicUuid('command', scoped) : randomUUID(),
    ids: idSourceFor(scoped),
  };
}

/** A short digest of what a command carries, for its scope. */
export function digestOf(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('base64url');
}
