import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newestPages } from '../chat/newestPages.js';
import { liveFeed } from '../live/liveFeed.js';
import { joinChannel, type SeatDeps } from './joinChannel.js';
import { joinPacer } from './joinPace.js';
import { type ChatSocket, newSocketData } from './socketData.js';

describe('joinChannel', () => {
  it('leaves no pending join behind when reading the channel fails', async () => {
    const begun: string[] = [];
    const cancelled: string[] = [];
    const unsubscribed: string[] = [];
    const deps = {
      index: { areaOfChannel: async () => randomUUID() },
      service: {},
      clock: () => new Date(),
      eventStore: {
        readStream: async () => {
          throw new Error('the store is down');
        },
      },
      feed: {
        beginJoin: (channelId: string) => {
          begun.push(channelId);
          return { caughtUp: () => {}, cancel: () => cancelled.push(channelId) };
        },
      },
      presence: { exit: async () => {} },
      pacer: joinPacer(),
      pages: newestPages(),
    } as unknown as SeatDeps;
    const data = newSocketData(null, '203.0.113.7');
    data.ws = { unsubscribe: (topic: string) => unsubscribed.push(topic) } as unknown as ChatSocket;
    const channelId = randomUUID();

    await expect(joinChannel(deps, data, { channelId })).rejects.toThrow('the store is down');
    expect(begun).toEqual([channelId]);
    // The feed no longer holds the channel's pushes for this socket, and the socket is in no channel.
    expect(cancelled).toEqual([channelId]);
    expect(data.pending).toBeNull();
    expect(data.seat).toBeNull();
    expect(unsubscribed).toContain(`channel/${channelId}`);
  });

  it('answers a socket joining its own channel again without reading, looking up or counting anything again', async () => {
    const calls = { reads: 0, aliases: 0, enters: 0, exits: 0 };
    const eventStore = {
      readStream: async () => {
        calls.reads++;
        return [];
      },
    };
    const { feed, handler } = liveFeed({ eventStore: eventStore as never, publish: () => {} });
    handler.passed?.(10); // the node follows the log from position 10
    const areaId = randomUUID();
    const deps = {
      eventStore,
      feed,
      index: { areaOfChannel: async () => areaId },
      service: {
        sessionUser: async () => 'user-1',
        aliasIn: async () => {
          calls.aliases++;
          return 'Calm Koel 12';
        },
      },
      presence: {
        enter: async () => {
          calls.enters++;
          return { count: 1 };
        },
        exit: async () => {
          calls.exits++;
        },
        count: async () => 1,
      },
      pacer: joinPacer(),
      pages: newestPages(),
      clock: () => new Date(),
    } as unknown as SeatDeps;
    const sent: Array<{ type: string; [key: string]: unknown }> = [];
    const data = newSocketData('token', '203.0.113.7');
    data.ws = {
      send: (text: string) => sent.push(JSON.parse(text)),
      subscribe: () => {},
      unsubscribe: () => {},
    } as unknown as ChatSocket;
    const channelId = randomUUID();

    await joinChannel(deps, data, { channelId });
    const first = { ...calls };
    expect(first).toEqual({ reads: 1, aliases: 1, enters: 1, exits: 0 });
    sent.length = 0;
    await joinChannel(deps, data, { channelId });
    await joinChannel(deps, data, { channelId, lastRevision: -1 });

    expect(calls).toEqual(first);
    // Still answered as the protocol says: the newest page, then (resuming from where it stands) nothing missed.
    expect(sent.map((m) => m.type)).toEqual([
      'joined_channel',
      'user_joined',
      'online_count',
      'joined_channel',
      'user_joined',
      'online_count',
    ]);
    expect(sent[0]).toMatchObject({ channelId, areaId, alias: 'Calm Koel 12', resumed: false, messages: [] });
    expect(sent[3]).toMatchObject({ channelId, revision: -1, resumed: true });
    expect(data.seat).toMatchObject({ channelId, present: true });
  });

  it('drops the queued joins of a socket that has closed: no pacing, no lookups', async () => {
    const calls = { paced: 0, areas: 0, sessions: 0, aliases: 0 };
    const deps = {
      index: {
        areaOfChannel: async () => {
          calls.areas++;
          return randomUUID();
        },
      },
      service: {
        sessionUser: async () => {
          calls.sessions++;
          return 'user-1';
        },
        aliasIn: async () => {
          calls.aliases++;
          return 'Calm Koel 12';
        },
      },
      // The socket closes while its join waits its turn.
      pacer: {
        pace: async (socket: { closed: boolean }) => {
          calls.paced++;
          socket.closed = true;
        },
      },
      presence: { exit: async () => {} },
      pages: newestPages(),
      clock: () => new Date(),
    } as unknown as SeatDeps;
    const data = newSocketData('token', '203.0.113.7');
    data.ws = { send: () => {}, subscribe: () => {}, unsubscribe: () => {} } as unknown as ChatSocket;

    await joinChannel(deps, data, { channelId: randomUUID() });
    // Closed during the wait: nothing looked up.
    expect(calls).toEqual({ paced: 1, areas: 0, sessions: 0, aliases: 0 });
    await joinChannel(deps, data, { channelId: randomUUID() });
    // Closed before: its join does not even spend the address's budget.
    expect(calls).toEqual({ paced: 1, areas: 0, sessions: 0, aliases: 0 });
    expect(data.seat).toBeNull();
  });
});
