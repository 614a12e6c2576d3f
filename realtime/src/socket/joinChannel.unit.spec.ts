import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinChannel, type SeatDeps } from './joinChannel.js';
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
    } as unknown as SeatDeps;
    const data = newSocketData(null);
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
});
