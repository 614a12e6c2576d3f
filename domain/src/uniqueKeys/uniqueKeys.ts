import { createHash } from 'node:crypto';
import { UniqueKeyClaimedSchema } from '@mohalla/contracts';
import { type CommandContext, metadataFor } from '../commands/commandContext.js';
import type { CommandStore } from '../commands/commandStore.js';

/**
 * Set validation over an event log: a value that must be unique within a
 * scope (a city's name; an area's name within its city) gets a stream of its
 * own, and claiming it is an append with an expected revision, so of two
 * racing claims exactly one wins. A claim is only as good as its owner: when
 * the owner has written since its claim and no longer holds the value
 * (renamed, deleted), the claim is stale and the next claimant takes it
 * over, so no release step is needed. An owner that has not written since
 * its claim may still be on its way (claim, then create), so its claim only
 * goes stale after a grace period (the process died in between).
 */
export interface UniqueKey {
  scope: string;
  /** Already normalized by the caller. */
  value: string;
}

/** What the owner's own stream says: does it hold the value, and when did it last change. */
export type OwnerCheck = (ownerId: string) => Promise<{ holds: boolean; lastPosition: number }>;

/** How long an owner may take between claiming and writing its own first event. */
export const CLAIM_GRACE_MS = 30_000;

interface Claim {
  ownerId: string;
  revision: number;
  position: number;
  at: Date;
}

async function isLive(claim: Claim, holds: OwnerCheck, now: Date): Promise<boolean> {
  const owner = await holds(claim.ownerId);
  if (owner.holds) return true;
  const ownerMovedOn = owner.lastPosition > claim.position;
  return !ownerMovedOn && now.getTime() - claim.at.getTime() < CLAIM_GRACE_MS;
}

export function uniqueKeyStream(key: UniqueKey): string {
  const digest = createHash('sha256').update(`${key.scope}\u0000${key.value}`).digest('hex').slice(0, 40);
  return `unique-${digest}`;
}

/** The live owner of the key, or null. */
export async function findKeyOwner(
  store: CommandStore,
  key: UniqueKey,
  holds: OwnerCheck,
): Promise<string | null> {
  const claim = await currentClaim(store, uniqueKeyStream(key));
  return claim && (await holds(claim.ownerId)).holds ? claim.ownerId : null;
}

/**
 * Claims the key for `ownerId`. Answers null on success (or when it already
 * holds it), or the id of the live owner that holds it instead.
 */
export async function claimUniqueKey(
  store: CommandStore,
  key: UniqueKey,
  ownerId: string,
  holds: OwnerCheck,
  context: CommandContext,
): Promise<string | null> {
  const streamName = uniqueKeyStream(key);
  for (;;) {
    const claim = await currentClaim(store, streamName);
    if (claim?.ownerId === ownerId) return null;
    if (claim && (await isLive(claim, holds, context.now))) return claim.ownerId;
    const event = UniqueKeyClaimedSchema.parse({
      type: 'UniqueKeyClaimed',
      data: { scope: key.scope, value: key.value, ownerId },
    });
    try {
      await store.log.append(
        streamName,
        [
          {
            eventId: context.ids.eventId(streamName, (claim?.revision ?? -1) + 1),
            ...event,
            metadata: metadataFor(context),
          },
        ],
        { expectedRevision: claim ? claim.revision : 'no_stream' },
      );
      return null;
    } catch (error) {
      // Someone claimed it between our read and our append: look again.
      if (store.conflictRevision(error) === undefined) throw error;
    }
  }
}

async function currentClaim(store: CommandStore, streamName: string): Promise<Claim | null> {
  const [last] = await store.log.readStream(streamName, { direction: 'backwards', maxCount: 1 });
  if (!last) return null;
  return {
    ownerId: UniqueKeyClaimedSchema.shape.data.parse(last.data).ownerId,
    revision: last.revision,
    position: last.position,
    at: new Date(last.metadata.at),
  };
}
