import { CHANNEL_STREAM_PREFIX, type ChannelPush, type RecordedEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { pushFor, pushNow } from '../chat/pushes.js';
import type { LogHandler } from './logFollower.js';

/** A socket entering a channel while its history or catch-up is read. */
export interface PendingJoin {
  /**
   * The client was sent everything up to `revision`, the channel event at
   * log `position`. Once the feed has passed that revision, `deliver` runs.
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
  /**
   * An event this node appended to a channel, from the append's answer:
   * pushed at once when it is the channel's next revision, else left to the
   * log follower (which then comes to it in order).
   */
  appended(event: RecordedEvent): void;
  /**
   * Whether the channel's pushes stand exactly at `revision` (the channel's
   * event at log `position`): every push up to it published, none after, so
   * a socket subscribed to the channel that is answered as of `revision`
   * now gets exactly what follows, with no gap and no duplicate.
   */
  publishedUpTo(channelId: string, revision: number, position: number): boolean;
}

interface Joiner {
  held: ChannelPush[];
  caught: { revision: number; position: number } | null;
  deliver: (held: ChannelPush[]) => void;
}

/**
 * Live chat without a bus. Each channel's events are pushed to the node's
 * sockets in it once each, in revision order, from two sources:
 * - the node's own appends, from the append's answer (`appended`), the
 *   moment it comes, when the channel's previous revision was pushed;
 * - the node's log follower, which hands this every event of a `channel-`
 *   stream in log order (the other nodes', the write API's moderation, and
 *   whatever the first source left), and skips a revision already pushed.
 * `handled` (per channel, the revision up to which every event was pushed or
 * found to have nothing public) only grows by one, so no push is sent twice
 * or out of order. A channel enters it with the first event the follower
 * hands over; until then the follower alone pushes that channel.
 *
 * A joining socket reads history from the store while pushes go on, so the
 * two overlap: the feed holds the channel's pushes for it meanwhile, and
 * hands over once the channel has been pushed up to the revision that read
 * saw (or the follower has passed its log position). The held pushes the
 * read already covered are dropped by revision. No gap, no duplicate.
 */
export function liveFeed(deps: {
  eventStore: EventStore;
  publish: (channelId: string, push: ChannelPush) => void;
}): { feed: LiveFeed; handler: LogHandler } {
  const { eventStore, publish } = deps;
  /** Where the follower is: every channel event up to here has been pushed. */
  let position = 0;
  const handled = new Map<string, number>();
  const joining = new Map<string, Set<Joiner>>();

  const handOver = (channelId: string, joiners: Set<Joiner>) => {
    const upTo = handled.get(channelId) ?? -1;
    for (const joiner of joiners) {
      const { caught } = joiner;
      if (!caught || (caught.revision > upTo && caught.position > position)) continue;
      joiners.delete(joiner);
      joiner.deliver(joiner.held.filter((push) => push.revision > caught.revision));
    }
    if (joiners.size === 0 && joining.get(channelId) === joiners) joining.delete(channelId);
  };

  /** Revision `revision` of the channel is done: pushed (when public) to its sockets and its joiners. */
  const push = (channelId: string, revision: number, message: ChannelPush | null) => {
    handled.set(channelId, revision);
    const joiners = joining.get(channelId);
    if (!message) return joiners && handOver(channelId, joiners);
    publish(channelId, message);
    if (!joiners) return;
    for (const joiner of joiners) joiner.held.push(message);
    handOver(channelId, joiners);
  };

  const handler: LogHandler = {
    streamPrefix: CHANNEL_STREAM_PREFIX,
    async handle(event) {
      const channelId = event.streamName.slice(CHANNEL_STREAM_PREFIX.length);
      if (event.revision <= (handled.get(channelId) ?? -1)) return; // pushed from this node's append
      const message = await pushFor(eventStore, event);
      // While a restore was read back, this node may have pushed the same event itself.
      if (event.revision <= (handled.get(channelId) ?? -1)) return;
      push(channelId, event.revision, message);
    },
    passed(at) {
      position = at;
      for (const [channelId, joiners] of joining) handOver(channelId, joiners);
    },
  };

  const feed: LiveFeed = {
    publishedUpTo(channelId, revision, at) {
      const upTo = handled.get(channelId);
      // No push of the channel since this node began to follow the log: the follower's position says.
      return upTo === undefined ? at <= position : upTo === revision;
    },
    beginJoin(channelId, deliver) {
      const joiner: Joiner = { held: [], caught: null, deliver };
      const joiners = joining.get(channelId) ?? new Set();
      joiners.add(joiner);
      joining.set(channelId, joiners);
      return {
        caughtUp(revision, at) {
          joiner.caught = { revision, position: at };
          handOver(channelId, joiners);
        },
        cancel() {
          joiners.delete(joiner);
          if (joiners.size === 0 && joining.get(channelId) === joiners) joining.delete(channelId);
        },
      };
    },
    appended(event) {
      if (!event.streamName.startsWith(CHANNEL_STREAM_PREFIX)) return;
      const channelId = event.streamName.slice(CHANNEL_STREAM_PREFIX.length);
      const upTo = handled.get(channelId);
      // Unknown channel, or an earlier revision not pushed yet (another node's): the follower's.
      if (upTo === undefined || event.revision !== upTo + 1) return;
      const message = pushNow(event);
      if (message === undefined) return; // needs a read (a restore): the follower's
      push(channelId, event.revision, message);
    },
  };
  return { feed, handler };
}
