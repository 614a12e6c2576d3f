import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { startChildServer } from './childServer.js';
import type { FanoutTarget } from './target.js';

/** The Socket.IO server of socketIoServer.ts in its own process; socket.io-client sockets. */
export async function socketIoTarget(repoRoot: string, channelCount: number): Promise<FanoutTarget> {
  const server = await startChildServer(
    join(repoRoot, 'bench/src/fanout/socketIoServer.ts'),
    {},
    /Socket\.IO fan-out server at (http:\/\/\S+)/,
    repoRoot,
  );
  const channels = Array.from({ length: channelCount }, () => randomUUID());

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
    receivers: { kind: 'socketio', url: server.url },
    sendWindowMs: 0,
    async sender(channel) {
      const socket = await connect(channel);
      return {
        send: (content) => socket.emit('send_message', { channelId: channel, content }),
        close: () => socket.disconnect(),
      };
    },
    stop: () => server.stop(),
  };
}
