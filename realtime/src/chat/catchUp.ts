import { CHAT_RESUME_MAX_EVENTS, type ChannelPush, channelStream } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { pushFor } from './pushes.js';

export interface CatchUp {
  /** What the client missed, in order (only what the public sees). */
  pushes: ChannelPush[];
  /** The last revision covered: `lastRevision` when nothing was missed. */
  revision: number;
  /** Log position of the channel's last event read (0 when none). */
  position: number;
}

/**
 * The events of a channel after `lastRevision`, for a client that
 * reconnects; null when resuming makes no sense (a revision the stream
 * never reached, or more missed than is worth sending one by one), in which
 * case the client gets a fresh page instead.
 */
export async function readCatchUp(
  eventStore: EventStore,
  channelId: string,
  lastRevision: number,
): Promise<CatchUp | null> {
  const stream = channelStream(channelId);
  const [last] = await eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 });
  const headRevision = last?.revision ?? -1;
  if (lastRevision > headRevision || headRevision - lastRevision > CHAT_RESUME_MAX_EVENTS) return null;
  if (lastRevision === headRevision) {
    return { pushes: [], revision: headRevision, position: last?.position ?? 0 };
  }
  const missed = await eventStore.readStream(stream, { fromRevision: lastRevision + 1 });
  const newest = missed.at(-1)!;
  return {
    pushes: missed.map(pushFor).filter((push) => push !== null),
    revision: newest.revision,
    position: newest.position,
  };
}
