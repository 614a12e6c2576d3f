/**
 * The floor for `npm run bench:fanout`: raw uWebSockets.js (the library the
 * realtime node is built on) doing only the fan-out. A topic per channel, a
 * publish per message of the realtime node's `new_message` shape (so frames
 * are the same size); no log, no validation, no auth. Runs in its own process.
 */

import uWS from 'uWebSockets.js';
import { createComparisonMessages } from './comparisonMessages.js';

const nextMessage = createComparisonMessages();
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
    app.publish(`channel/${channelId}`, JSON.stringify(nextMessage(channelId, message.content)));
  },
});

app.listen('127.0.0.1', 0, (listenSocket) => {
  if (!listenSocket) throw new Error('the raw uWS server could not listen');
  const port = uWS.us_socket_local_port(listenSocket as unknown as uWS.us_socket);
  process.stdout.write(`raw uWS fan-out server at http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
