import { type SessionEvent, sessionStream } from '@mohalla/contracts';
import { type CommandContext, metadataFor } from '@mohalla/domain';
import { type EventStore, type Logger, type ObjectStorage, WrongExpectedRevisionError } from '@mohalla/infra';
import { keyOfFileUrl } from '../uploads/fileKeys.js';
import type { Footprint } from './personFootprint.js';

/**
 * What an erasure does beyond its `PersonErased` event, each step
 * idempotent so a retry finishes what a failure left: every session of the
 * person ends, and the files they attached are deleted. A session that
 * could not be ended fails the request (500) rather than being left alive
 * silently: that session still works, so the person's retry comes through
 * it and ends it (eraseAccount runs these steps again for the erased).
 */
export async function endSessionsOf(
  eventStore: EventStore,
  footprint: Footprint,
  context: CommandContext,
): Promise<void> {
  for (const sessionId of footprint.sessionIds) {
    const stream = sessionStream(sessionId);
    for (let attempt = 0; attempt < 3; attempt++) {
      const events = await eventStore.readStream(stream);
      if (events.length === 0 || events.some((e) => e.type === 'SessionEnded')) break;
      const event: SessionEvent = { type: 'SessionEnded', data: { sessionId, reason: 'revoked' } };
      try {
        await eventStore.append(
          stream,
          [{ eventId: crypto.randomUUID(), ...event, metadata: metadataFor(context) }],
          { expectedRevision: events.at(-1)!.revision },
        );
        break;
      } catch (error) {
        // A logout raced us: look again (it may have ended it already). Anything else fails the erasure request.
        if (!(error instanceof WrongExpectedRevisionError) || attempt === 2) throw error;
      }
    }
  }
}

/** The storage keys of every file the person attached to a post, reply or chat message. */
export function uploadKeysOf(footprint: Footprint): string[] {
  const urls: string[] = [];
  for (const { event } of footprint.events) {
    if (event.type === 'PostPublished') {
      if (event.data.imageUrl) urls.push(event.data.imageUrl);
      urls.push(...event.data.mediaUrls);
    } else if (event.type === 'ReplyAdded') {
      urls.push(...event.data.mediaUrls);
    } else if (event.type === 'MessageSent') {
      urls.push(...event.data.attachments);
    }
  }
  return [...new Set(urls.map(keyOfFileUrl).filter((key): key is string => key !== null))];
}

/**
 * Deletes the files; one that fails is logged and left, as serving refuses
 * an erased person's files anyway (uploadRoutes) and the next erasure
 * request or a retry deletes it. Files uploaded but never attached are not
 * in the log; they too are refused by their uploader metadata.
 */
export async function deleteUploads(storage: ObjectStorage | undefined, keys: string[], logger: Logger) {
  if (!storage) return;
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      logger.warn('erasure: could not delete an upload; it is refused when asked for', {
        key,
        error: String(error),
      });
    }
  }
}
