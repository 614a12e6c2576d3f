import { createHash, randomUUID } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from its parts, so that a command retried
 * with the same idempotency key produces the same entity and event ids and
 * cannot append twice.
 */
export function deterministicUuid(...parts: string[]): string {
  const bytes = createHash('sha1').update(parts.join('\u0000')).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Ids for one command: derived from its idempotency key when it has one, random otherwise. */
export interface IdSource {
  /** An id for something this command creates, e.g. `newId('city')`. */
  newId(purpose: string): string;
  /** The id of the `index`-th event this command appends to `streamName`. */
  eventId(streamName: string, index: number): string;
}

export function idSourceFor(idempotencyKey: string | undefined): IdSource {
  if (!idempotencyKey) return { newId: () => randomUUID(), eventId: () => randomUUID() };
  return {
    newId: (purpose) => deterministicUuid('entity', purpose, idempotencyKey),
    eventId: (streamName, index) => deterministicUuid('event', streamName, String(index), idempotencyKey),
  };
}
