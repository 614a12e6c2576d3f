import type { EventMetadata } from '@mohalla/contracts';
import type { IdSource } from './ids.js';

/** Who asks, when, and how to name what the command creates. Time and ids arrive here, never from globals. */
export interface CommandContext {
  actorId: string;
  now: Date;
  /** The request id: every event of one request shares it. */
  correlationId: string;
  /** The command's own id (its idempotency key when the client sent one). */
  commandId: string;
  ids: IdSource;
  /** The stream revision the client last saw (`If-Match`), when it sent one. */
  expectedRevision?: number;
}

export function metadataFor(context: CommandContext): EventMetadata {
  return {
    actorId: context.actorId,
    correlationId: context.correlationId,
    causationId: context.commandId,
    at: context.now.toISOString(),
  };
}
