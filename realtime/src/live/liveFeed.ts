import { CHANNEL_STREAM_PREFIX, type ChannelPush, type RecordedEvent } from '@mohalla/contracts';
import type { EventStore, Logger, Subscription } from '@mohalla/infra';
import { pushFor } from '../chat/pushes.js';

/** A socket entering a channel while its history or catch-up is read. */
export interface PendingJoin {
  /**
   * The client was sent everything up to `revision`, the channel event at
   * log `position`. Once the feed has passed that position, `deliver` runs.
   */
  caughtUp(revision: number, position: number): void;
  /** The socket left or closed first. */
  cancel(): void;
}

export interface LiveFeed {
  /**
   * Starts holding back the channel's pushes for one socket, before its
   * history or catch-up is read. `deliver` later runs once, synchronously
   * within the feed's turn, with the held pushes after the caught-up
   * revision; it must send them and subscribe the socket to the channel's
   * topic before returning, so that nothing slips between the two.
   */
  beginJoin(channelId: string, deliver: (held: ChannelPush[]) => void): PendingJoin;
  close(): Promise<void>;
}

interface Joiner {
  channelId: string;
  held: ChannelPush[];
  caught: { revision: number; position: number } | null;
  deliver: (held: ChannelPush[]) => void;
}

const RETRY_MS = 1_000;

/** An event the contracts cannot read is logged and skipped: it must not stop the feed for everyone. */
function publicPush(event: RecordedEvent, logger: Logger): ChannelPush | null {
  try {
    return pushFor(event);
  } catch (error) {
    logger.error('a channel event could not be read; not pushed', { eventId: event.eventId, error });
    return null;
  }
}

/**
 * Live push without a bus: each realtime node follows the log itself (every
 * `channel-` stream, from the head when it starts) and publishes each event
 * to its own sockets' channel topic, so any number of nodes on one log each
 * deliver everything. Events come in log order; one already seen (a
 * redelivery) is skipped, so a channel's pushes go out once and in revision
 * order.
 *
 * A joining socket reads history from the store while the feed goes on, so
 * the two overlap: the feed holds the channel's pushes for it meanwhile, and
 * hands over only when it has passed the last event that read saw. The
 * held pushes the read already covered are dropped by revision. No gap, no
 * duplicate.
 */
export async function startLiveFeed(deps: {
  eventStore: EventStore;
  logger: Logger;
  publish: (channelId: string, push: ChannelPush) => void;
}): Promise<LiveFeed> {
  const { eventStore, logger, publish } = deps;
  let position = await eventStore.headPosition();
  const joining = new Map<string, Set<Joiner>>();
  let subscription: Subscription | null = null;
  let closed = false;

  const handOver = () => {
    for (const [channelId, joiners] of joining) {
      for (const joiner of joiners) {
        if (!joiner.caught || joiner.caught.position > position) continue;
        joiners.delete(joiner);
        const { revision } = joiner.caught;
        joiner.deliver(joiner.held.filter((push) => push.revision > revision));
      }
      if (joiners.size === 0) joining.delete(channelId);
    }
  };

  const follow = async () => {
    while (!closed) {
      subscription = eventStore.subscribeToAll({ after: position, streamPrefixes: [CHANNEL_STREAM_PREFIX] });
      try {
        for await (const item of subscription) {
          if (item.kind === 'checkpoint') {
            position = Math.max(position, item.position);
          } else if (item.event.position > position) {
            position = item.event.position;
            const channelId = item.event.streamName.slice(CHANNEL_STREAM_PREFIX.length);
            const push = publicPush(item.event, logger);
            if (push) {
              publish(channelId, push);
              for (const joiner of joining.get(channelId) ?? []) joiner.held.push(push);
            }
          }
          handOver();
        }
      } catch (error) {
        if (closed) return;
        logger.error('the live chat feed lost the log; following it again', { error });
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  };
  const following = follow();

  return {
    beginJoin(channelId, deliver) {
      const joiner: Joiner = { channelId, held: [], caught: null, deliver };
      const joiners = joining.get(channelId) ?? new Set();
      joiners.add(joiner);
      joining.set(channelId, joiners);
      return {
        caughtUp(revision, at) {
          joiner.caught = { revision, position: at };
          handOver();
        },
        cancel() {
          joining.get(channelId)?.delete(joiner);
        },
      };
    },
    async close() {
      closed = true;
      await subscription?.close();
      await following;
    },
  };
}
