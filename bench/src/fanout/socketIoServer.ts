/**
 * The comparison server for `npm run bench:fanout`: Socket.IO doing the same
 * fan-out as the realtime node, as plainly as Socket.IO is usually run. Rooms
 * in memory, a broadcast per message, no log, no validation, no auth; the
 * payload has the realtime node's `new_message` shape, so frames are the same
 * size. Runs in its own process, as the realtime node does.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { createComparisonMessages } from './comparisonMessages.js';

const http = createServer();
const io = new Server(http, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
const nextMessage = createComparisonMessages();

io.on('connection', (socket) => {
  socket.on('join_channel', (channelId: string, ack?: () => void) => {
    for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
    void socket.join(channelId);
    ack?.();
  });
  socket.on('send_message', ({ channelId, content }: { channelId: string; content: string }) => {
    io.to(channelId).emit('new_message', nextMessage(channelId, content));
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
