import { randomUUID } from 'node:crypto';
import { createConsoleLogger } from '@mohalla/infra';
import { describe, expect, it } from 'vitest';
import { type ChatSocketDeps, chatSocket, MAX_QUEUED_FRAMES } from './chatSocket.js';
import { type ChatSocket, newSocketData } from './socketData.js';

/** A socket as uWS hands it to the behaviour: its user data, what it was sent, how it was ended. */
function fakeSocket() {
  const sent: string[] = [];
  const ended: number[] = [];
  const data = newSocketData(null, '203.0.113.7');
  const ws = {
    getUserData: () => data,
    send: (text: string) => sent.push(text),
    end: (code: number) => ended.push(code),
  } as unknown as ChatSocket;
  data.ws = ws;
  return { ws, data, sent, ended };
}

const frame = (message: unknown) => new TextEncoder().encode(JSON.stringify(message)).buffer as ArrayBuffer;

describe('chatSocket', () => {
  it('closes (1008) a socket that sends frames faster than they are handled, instead of queueing them all', async () => {
    // A store that is slow to answer: every join waits on it, so frames pile up behind the first.
    let release: () => void = () => {};
    const slow = new Promise<never>((_resolve, reject) => {
      release = () => reject(new Error('released'));
    });
    const deps = {
      index: { areaOfChannel: () => slow, locateMessage: () => slow },
      pacer: { pace: async () => {} }, // not under test here: the queue's own limit is
      logger: createConsoleLogger('silent', 'test'),
    } as unknown as ChatSocketDeps;
    const behaviour = chatSocket(deps, new Set());
    const { ws, data, ended } = fakeSocket();
    const join = frame({ type: 'join_channel', channelId: randomUUID() });

    for (let i = 0; i < MAX_QUEUED_FRAMES; i++) behaviour.message!(ws, join, false);
    expect(ended).toEqual([]);
    expect(data.queued).toBe(MAX_QUEUED_FRAMES);
    behaviour.message!(ws, join, false);
    expect(ended).toEqual([1008]);
    expect(data.queued).toBe(MAX_QUEUED_FRAMES);

    release();
    await data.queue;
    expect(data.queued).toBe(0);
  });
});
