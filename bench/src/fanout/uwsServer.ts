/**
 * The floor for `npm run bench:fanout`: raw uWebSockets.js (the library the
 * realtime node is built on) doing only the fan-out. A topic per channel, a
 * publish per message of the realtime node's `new_message` shape (so frames
 * are the same size); no log, no validation, no auth. Runs in its own process.
 */

import uWS from 'uWebSockets.js';
import { randomUUID } from 'node:crypto';

const AREA_ID = randomUUID();
const revisions = new Map<string, number>();
const app = uWS.App();

app.ws<{ channel: string | null }>('/ws', {
  maxPayloadLength: 16 * 1024,
  upgrade: (res, req, context) =>
    res.upgrade(
      { channel: null },
      req.getHeader('sec-websocket-key'),
      req.getHeader('sec-websocket-protocol'),
      req.getHeader('sec-websocket-extensions'),
      context,
    ),
  message: (ws, frame) => {
    const message = JSON.parse(Buffer.from(frame).toString('utf8')) as {
      type: string;
      channelId: string;
      content?: string;
    };
    const data = ws.getUserData();
    if (message.type === 'join_channel') {
      if (data.channel) ws.unsubscribe(`channel/${data.channel}`);
      data.channel = message.channelId;
      ws.subscribe(`channel/${message.channelId}`);
      ws.send(JSON.stringify({ type: 'joined_channel', channelId: message.channelId }));
      return;
    }
    const { channelId } = message;
    const revision = (revisions.get(channelId) ?? -1) + 1;
    revisions.set(channelId, revision);
    const push = {
      type: 'new_message',
      message: {
        id: randomUUID(),
        channelId,
        areaId: AREA_ID,
        content: message.content,
        alias: 'Quiet Neem 417',
        createdAt: new Date().toISOString(),
        editedAt: null,
        helpfulCount: 0,
        attachments: [],
        revision,
      },
      revision,
    };
    app.publish(`channel/${channelId}`, JSON.stringify(push));
  },
});

app.listen('127.0.0.1', 0, (listenSocket) => {
  if (!listenSocket) throw new Error('the raw uWS server could not listen');
  const port = uWS.us_socket_local_port(listenSocket as unknown as uWS.us_socket);
  process.stdout.write(`raw uWS fan-out server at http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
