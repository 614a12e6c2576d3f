import { DomainError, type EraseAccountAnswer } from '@mohalla/contracts';
import { type CommandContext, loadUser, runCommand, userDecider } from '@mohalla/domain';
import {
  type EventStore,
  eventStoreCommandStore,
  type Logger,
  type ObjectStorage,
  shredPersonalData,
} from '@mohalla/infra';
import { confirmErasure } from './erasureConfirmation.js';
import { deleteUploads, endSessionsOf, uploadKeysOf } from './erasureFollowUps.js';
import { readFootprint } from './readFootprint.js';

export interface ErasureDeps {
  eventStore: EventStore;
  storage: ObjectStorage | undefined;
  logger: Logger;
}

/**
 * Erases the person (issue 16 point 2). The one fact recorded is
 * `PersonErased` in their user stream, through the user decider with the
 * stream's expected revision: of two concurrent erasures exactly one
 * appends it, the other finds no such user (404); a retry with the same
 * Idempotency-Key meets the first attempt's event and answers the same.
 * Everything read (posts, replies, chat, search, reports, the audit) derives
 * the erasure from that event, so a rebuild gives the same result. After it:
 * the files they attached are deleted, their data key is destroyed (what it
 * sealed in the log reads erased from then on: crypto-shredding, point 3)
 * and every session ends, steps a later request finishes too if a crash cut
 * them short. The sessions end last: a session left standing is what lets
 * that later request come, and the uploads are found (their links read)
 * before the key that opens those links is gone.
 */
export async function eraseAccount(
  { eventStore, storage, logger }: ErasureDeps,
  request: { userId: string; sessionId: string; password: string | undefined },
  context: CommandContext,
): Promise<EraseAccountAnswer> {
  const store = eventStoreCommandStore(eventStore);
  const { userId } = request;
  const before = (await loadUser(store, userId)).state;
  if (before.status === 'registered') {
    await confirmErasure(eventStore, before, request.password, request.sessionId, context.now);
  }
  let position: number | undefined;
  let refusal: unknown;
  try {
    const outcome = await runCommand(
      store,
      userDecider,
      { type: 'ErasePerson', data: { userId, erasedAt: context.now.toISOString() } },
      { ...context, actorId: userId },
    );
    position = outcome.position;
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'USER.NOT_FOUND') throw error;
    refusal = error;
  }
  // Also after a refusal: an erased person's session still standing means an earlier erasure was cut short.
  const after = (await loadUser(store, userId)).state;
  if (after.status === 'erased') {
    const { footprint } = await readFootprint(eventStore, userId);
    await deleteUploads(storage, uploadKeysOf(footprint), logger);
    await shredPersonalData(eventStore, userId);
    await endSessionsOf(eventStore, footprint, { ...context, actorId: userId });
  }
  if (refusal !== undefined || position === undefined) throw refusal;
  return { erased: true, position };
}
