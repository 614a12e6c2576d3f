import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { startChildServer } from './childServer.js';
import { openRaw } from './receivers.js';
import type { FanoutTarget } from './target.js';

/** The raw uWebSockets.js server of uwsServer.ts in its own process: the floor. */
export async function uwsTarget(repoRoot: string, channelCount: number): Promise<FanoutTarget> {
  const server = await startChildServer(
    join(repoRoot, 'bench/src/fanout/uwsServer.ts'),
    {},
    /raw uWS fan-out server at (http:\/\/\S+)/,
    repoRoot,
  );
  const socketUrl = `${server.url.replace(/^http/, 'ws')}/ws`;
  return {
    name: 'raw uWS',
    path: 'uWebSockets.js alone (its own process) publishes to a topic per channel: no log, no validation, no auth',
    channels: Array.from({ length: channelCount }, () => randomUUID()),
    receivers: { kind: 'uws', socketUrl },
    sendWindowMs: 0,
    async sender(channel) {
      const ws = await openRaw(socketUrl, channel, () => {});
      return {
        send: (content) => ws.send(JSON.stringify({ type: 'send_message', channelId: channel, content })),
        close: () => ws.terminate(),
      };
    },
    stop: () => server.stop(),
  };
}
