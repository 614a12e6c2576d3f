import { randomUUID } from 'node:crypto';
import type { ServerMessage } from '@mohalla/contracts';
import WebSocket from 'ws';

const RECONNECT_MS = 300;

/**
 * A chat socket that lives through node deaths as the web client does:
 * on close it connects again (through the gateway, to whichever node) and
 * joins with the highest revision it saw, so the node hands over exactly
 * what it missed. Every `new_message` it receives is recorded.
 */
function resilientSocket(
  wsUrl: string,
  token: string,
  channelId: string,
  onMessage: (m: ServerMessage) => void,
) {
  let lastRevision: number | undefined;
  let lastJoinAt = 0;
  let socket: WebSocket | undefined;
  let closed = false;
  let joined: () => void = () => {};
  let ready = new Promise<void>((resolve) => (joined = resolve));
  const connect = () => {
    if (closed) return;
    const ws = new WebSocket(wsUrl, { headers: { Authorization: `Bearer ${token}` } });
    socket = ws;
    const join = () => {
      lastJoinAt = Date.now();
      ws.send(JSON.stringify({ type: 'join_channel', channelId, lastRevision }));
    };
    ws.on('open', join);
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      if (message.type === 'joined_channel') {
        lastRevision = Math.max(lastRevision ?? -1, message.revision);
        joined();
      }
      // A join refused while a store was away (or lost with its node) is made again, as the web client does
      // after an error: the socket is open but seated nowhere.
      if (message.type === 'error' && message.code === 'not_joined' && Date.now() - lastJoinAt > 1_000)
        join();
      if ('revision' in message && typeof message.revision === 'number' && message.type !== 'ack')
        lastRevision = Math.max(lastRevision ?? -1, message.revision);
      onMessage(message);
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      ready = new Promise<void>((resolve) => (joined = resolve));
      setTimeout(connect, RECONNECT_MS);
    });
  };
  connect();
  return {
    ready: () => ready,
    send: (message: unknown) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}

/**
 * One sender and one reader in a channel through faults. The sender sends a
 * message every `everyMs` with a requestId, and sends each unacknowledged
 * one again (the same requestId) after reconnecting; the reader records what
 * arrives. Afterwards: every acknowledged message reached the reader exactly
 * once, whatever died in between.
 */
export function startChatLoad(
  wsUrl: string,
  channelId: string,
  senderToken: string,
  readerToken: string,
  everyMs = 200,
) {
  const acked = new Map<string, string>(); // requestId → messageId
  const pending = new Map<string, string>(); // requestId → content
  const delivered: string[] = []; // message ids, in arrival order
  const errors: string[] = []; // what the sender was told instead of an ack
  const reader = resilientSocket(wsUrl, readerToken, channelId, (m) => {
    if (m.type === 'new_message') delivered.push(m.message.id);
  });
  const sender = resilientSocket(wsUrl, senderToken, channelId, (m) => {
    if (m.type === 'error') errors.push(JSON.stringify(m));
    if (m.type === 'ack' && m.requestId && pending.has(m.requestId)) {
      pending.delete(m.requestId);
      acked.set(m.requestId, m.messageId);
    }
  });
  let n = 0;
  const send = (requestId: string, content: string) =>
    sender.send({ type: 'send_message', channelId, content, requestId });
  const timer = setInterval(() => {
    const requestId = randomUUID();
    const content = `chaos message ${n++}`;
    pending.set(requestId, content);
    send(requestId, content);
  }, everyMs);
  // Unacknowledged sends go again (same requestId) every second: after a reconnect they are answered.
  const retry = setInterval(() => {
    for (const [requestId, content] of pending) send(requestId, content);
  }, 1_000);
  return {
    acked,
    pending,
    delivered,
    errors,
    ready: () => Promise.all([reader.ready(), sender.ready()]),
    stopSending() {
      clearInterval(timer);
    },
    close() {
      clearInterval(timer);
      clearInterval(retry);
      reader.close();
      sender.close();
    },
  };
}
