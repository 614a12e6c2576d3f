import { PostPublishedSchema, ReplyAddedSchema, UniqueKeyClaimedSchema } from '@mohalla/contracts';
import { CLAIM_GRACE_MS, type CommandContext, metadataFor, uniqueKeyStream } from '@mohalla/domain';
import type { EventStore, ObjectStorage } from '@mohalla/infra';
import { keyOfFileUrl } from './fileKeys.js';

/**
 * What other features may ask about uploads, without reaching into this one:
 * who uploaded a file, and which stream (a post) it is attached to.
 *
 * Attachments are recorded as claims on the file's key (a stream of
 * `UniqueKeyClaimed` per key, as uniqueKeys keeps them, but with one claim
 * per attaching stream, since one file may be shown by several posts). A
 * claim counts while its owner's stream really carries the file in a
 * `PostPublished` or `ReplyAdded`, so a claim made by a publish that then
 * failed blocks nothing.
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

const attachmentStream = (key: string) => uniqueKeyStream({ scope: 'upload-attachment', value: key });

interface Claim {
  ownerId: string;
  at: Date;
}

/** The claims on the file, in claim order. */
async function claimsOf(eventStore: EventStore, key: string): Promise<Claim[]> {
  const events = await eventStore.readStream(attachmentStream(key));
  return events.map((event) => ({
    ownerId: UniqueKeyClaimedSchema.shape.data.parse(event.data).ownerId,
    at: new Date(event.metadata.at),
  }));
}

/** Whether the stream carries the file in a published post or reply. */
async function streamCarries(eventStore: EventStore, streamName: string, key: string): Promise<boolean> {
  const events = await eventStore.readStream(streamName);
  return events.some((event) => {
    const parsed =
      event.type === 'PostPublished'
        ? PostPublishedSchema.shape.data.safeParse(event.data)
        : event.type === 'ReplyAdded'
          ? ReplyAddedSchema.shape.data.safeParse(event.data)
          : undefined;
    return parsed?.success === true && parsed.data.mediaUrls.some((url) => keyOfFileUrl(url) === key);
  });
}

/**
 * Records that the stream `streamName` (a post's) is about to carry these
 * files. Call it before appending the `PostPublished` or `ReplyAdded` that
 * names them, so that from then on their uploader cannot delete them
 * (`attachedStreamOf`). Idempotent per stream; URLs that are no file of ours
 * are skipped.
 */
export async function markUploadsAttached(
  eventStore: EventStore,
  fileUrls: readonly string[],
  streamName: string,
  context: CommandContext,
): Promise<void> {
  for (const url of new Set(fileUrls)) {
    const key = keyOfFileUrl(url);
    if (!key || (await claimsOf(eventStore, key)).some((claim) => claim.ownerId === streamName)) continue;
    const claims = attachmentStream(key);
    const event = UniqueKeyClaimedSchema.parse({
      type: 'UniqueKeyClaimed',
      data: { scope: 'upload-attachment', value: key, ownerId: streamName },
    });
    // Claims only add up, so racing attachments need no expected revision.
    await eventStore.append(
      claims,
      [{ eventId: context.ids.eventId(claims, 0), ...event, metadata: metadataFor(context) }],
      { expectedRevision: 'any' },
    );
  }
}

/**
 * A stream (a post's) that shows the file at `key`, or null: one whose
 * `PostPublished` or `ReplyAdded` carries it, or one that claimed it less
 * than `CLAIM_GRACE_MS` ago (its publish may still be on its way).
 */
export async function attachedStreamOf(
  eventStore: EventStore,
  key: string,
  now: Date,
): Promise<string | null> {
  const claims = await claimsOf(eventStore, key);
  const recent = claims.find((claim) => now.getTime() - claim.at.getTime() < CLAIM_GRACE_MS);
  if (recent) return recent.ownerId;
  for (const { ownerId } of claims) {
    if (await streamCarries(eventStore, ownerId, key)) return ownerId;
  }
  return null;
}
