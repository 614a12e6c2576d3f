import { CHANNEL_STREAM_PREFIX, type ChannelPush } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { pushFor } from '../chat/pushes.js';
import type { LogHandler } from './logFollower.js';

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
}

interface Joiner {
  channelId: string;
  held: ChannelPush[];
  caught: { revision: number; position: number } | null;
  deliver: (held: ChannelPush[]) => void;
}

/**
 * Live chat without a bus: the node's log follower hands this every event of
 * a `channel-` stream, in log order and once, and it publishes what the
 * public sees of it to the node's sockets in that channel, so any number of
 * nodes on one log each deliver everything, in revision order.
 *
 * A joining socket reads history from the store while the follower goes on,
 * so the two overlap: the feed holds the channel's pushes for it meanwhile,
 * and hands over only when the follower has passed the last event that read
 * saw. The held pushes the read already covered are dropped by revision. No
 * gap, no duplicate.
 */
export function liveFeed(deps: {
  eventStore: EventStore;
  publish: (channelId: string, push: ChannelPush) => void;
}): { feed: LiveFeed; handler: LogHandler } {
  const { eventStore, publish } = deps;
  /** Where the follower is: every channel event up to here has been published. */
  let position = 0;
  const joining = new Map<string, Set<Joiner>>();

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

  const handler: LogHandler = {
    streamPrefix: CHANNEL_STREAM_PREFIX,
    async handle(event) {
      const push = await pushFor(eventStore, event);
      if (!push) return;
      const channelId = event.streamName.slice(CHANNEL_STREAM_PREFIX.length);
      publish(channelId, push);
      for (const joiner of joining.get(channelId) ?? []) joiner.held.push(push);
    },
    passed(at) {
      position = at;
      handOver();
    },
  };

  const feed: LiveFeed = {
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
  };
  return { feed, handler };
}
