import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { startChildServer } from './childServer.js';
import type { FanoutTarget } from './target.js';

interface NewMessage {
  type: 'new_message';
  message: { content: string };
  revision: number;
}

/** The Socket.IO server of socketIoServer.ts in its own process, and socket.io-client sockets. */
export async function socketIoTarget(repoRoot: string, channelCount: number): Promise<FanoutTarget> {
  const server = await startChildServer(
    join(repoRoot, 'bench/src/fanout/socketIoServer.ts'),
    {},
    /Socket\.IO fan-out server at (http:\/\/\S+)/,
    repoRoot,
  );
  const channels = Array.from({ length: channelCount }, () => randomUUID());
  let frameBytes = 0;

  const connect = async (channel: string): Promise<Socket> => {
    const socket = io(server.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    await socket.timeout(30_000).emitWithAck('join_channel', channel);
    return socket;
  };

  return {
    name: 'Socket.IO',
    path: 'Socket.IO 4.8 (its own process) broadcasts to an in-memory room: no log, no validation, no auth',
    channels,
    sendWindowMs: 0,
    async receiver(channel, onContent) {
      const socket = await connect(channel);
      socket.on('new_message', (push: NewMessage) => {
        // What socket.io-client parsed: a text frame `42["new_message",{...}]`.
        frameBytes ||= Buffer.byteLength(`42${JSON.stringify(['new_message', push])}`);
        onContent(push.message.content);
      });
      return { close: () => socket.disconnect() };
    },
    async sender(channel) {
      const socket = await connect(channel);
      return {
        send: (content) => socket.emit('send_message', { channelId: channel, content }),
        close: () => socket.disconnect(),
      };
    },
    frameBytes: () => frameBytes,
    stop: () => server.stop(),
  };
}
