/**
 * The comparison server for `npm run bench:fanout`: Socket.IO doing the same
 * fan-out as the realtime node, as plainly as Socket.IO is usually run. Rooms
 * in memory, a broadcast per message, no log, no validation, no auth; the
 * payload has the realtime node's `new_message` shape, so frames are the same
 * size. Runs in its own process, as the realtime node does.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const AREA_ID = randomUUID();
const http = createServer();
const io = new Server(http, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
const revisions = new Map<string, number>();

io.on('connection', (socket) => {
  socket.on('join_channel', (channelId: string, ack?: () => void) => {
    for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
    void socket.join(channelId);
    ack?.();
  });
  socket.on('send_message', ({ channelId, content }: { channelId: string; content: string }) => {
    const revision = (revisions.get(channelId) ?? -1) + 1;
    revisions.set(channelId, revision);
    const message = {
      id: randomUUID(),
      channelId,
      areaId: AREA_ID,
      content,
      alias: 'Quiet Neem 417',
      createdAt: new Date().toISOString(),
      editedAt: null,
      helpfulCount: 0,
      attachments: [],
      revision,
    };
    io.to(channelId).emit('new_message', { type: 'new_message', message, revision });
  });
});

http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`Socket.IO fan-out server at http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
