import { PostPublishedSchema, ReplyAddedSchema } from '@mohalla/contracts';
import type { EventStore, ObjectStorage } from '@mohalla/infra';
import type { CommandContext } from '../commands/commandContext.js';
import { claimUniqueKey, findKeyOwner, type OwnerCheck, type UniqueKey } from '../uniqueKeys/uniqueKeys.js';
import { keyOfFileUrl } from './fileKeys.js';

/**
 * What other features may ask about uploads, without reaching into this one:
 * who uploaded a file, and which stream (a post) it is attached to.
 *
 * Attachments are recorded as a claim on the file's key (set validation over
 * the event log, see uniqueKeys): the first post that attaches a file owns the
 * claim. A claim is live while its owner's stream really carries the file in a
 * `PostPublished` or `ReplyAdded`, so a claim made by a publish that then
 * failed goes stale by itself and blocks nothing.
 */

/** Whose upload a URL names: `missing` when it is no file of ours or no longer stored. */
export type UploadOwnership = { status: 'missing' } | { status: 'found'; uploaderId: string };

/**
 * The uploader of the file at `fileUrl` (`/api/files/<key>`), read from the
 * object's own metadata; `missing` for a URL that names no file stored here.
 * Posts use it to refuse attaching a file that does not exist or that
 * somebody else uploaded.
 */
export async function findUploadOwner(storage: ObjectStorage, fileUrl: string): Promise<UploadOwnership> {
  const key = keyOfFileUrl(fileUrl);
  if (!key) return { status: 'missing' };
  const info = await storage.stat(key);
  const uploaderId = info?.metadata.uploader;
  return uploaderId ? { status: 'found', uploaderId } : { status: 'missing' };
}

const attachmentKey = (key: string): UniqueKey => ({ scope: 'upload-attachment', value: key });

/** Whether the stream carries the file in a published post or reply (the claim's owner check). */
function streamCarries(eventStore: EventStore, key: string): OwnerCheck {
  return async (streamName) => {
    const events = await eventStore.readStream(streamName);
    const holds = events.some((event) => {
      const parsed =
        event.type === 'PostPublished'
          ? PostPublishedSchema.shape.data.safeParse(event.data)
          : event.type === 'ReplyAdded'
            ? ReplyAddedSchema.shape.data.safeParse(event.data)
            : undefined;
      return parsed?.success === true && parsed.data.mediaUrls.some((url) => keyOfFileUrl(url) === key);
    });
    return { holds, lastPosition: events.at(-1)?.position ?? -1 };
  };
}

/**
 * Records that the stream `streamName` (a post's) is about to carry these
 * files. Call it before appending the `PostPublished` or `ReplyAdded` that
 * names them, so that from then on their uploader cannot delete them
 * (`attachedStreamOf`). A file already attached elsewhere stays attached
 * there; URLs that are no file of ours are skipped.
 */
export async function markUploadsAttached(
  eventStore: EventStore,
  fileUrls: readonly string[],
  streamName: string,
  context: CommandContext,
): Promise<void> {
  for (const url of new Set(fileUrls)) {
    const key = keyOfFileUrl(url);
    if (!key) continue;
    await claimUniqueKey(eventStore, attachmentKey(key), streamName, streamCarries(eventStore, key), context);
  }
}

/** The stream (a post's) that carries the file at `key` in a published post or reply, or null. */
export function attachedStreamOf(eventStore: EventStore, key: string): Promise<string | null> {
  return findKeyOwner(eventStore, attachmentKey(key), streamCarries(eventStore, key));
}
