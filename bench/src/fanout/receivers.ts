import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import type { BenchSocket, ReceiverSpec } from './target.js';

/** Joins the realtime node may refuse while the projector files a fresh channel: tried again. */
const JOIN_ATTEMPTS = 20;

/**
 * Opens receiving socket number `n` in `channel` and calls `onContent` with
 * the content of each chat message it gets (the other frames, presence and
 * join notices, are skipped unparsed). Resolves once the socket is in the
 * channel and will get its messages.
 */
export function openReceiver(
  spec: ReceiverSpec,
  channel: string,
  n: number,
  onContent: (content: string) => void,
): Promise<BenchSocket> {
  const onFrame = (text: string): void => {
    if (!text.includes('"new_message"')) return;
    const push = JSON.parse(text) as { type: string; message: { content: string } };
    if (push.type === 'new_message') onContent(push.message.content);
  };
  const terminating = (ws: WebSocket): BenchSocket => ({ close: () => ws.terminate() });
  switch (spec.kind) {
    case 'mohalla':
      return openMohalla(spec.socketUrl, spec.tokens[n % spec.tokens.length]!, channel, onFrame).then(
        terminating,
      );
    case 'uws':
      return openRaw(spec.socketUrl, channel, onFrame).then(terminating);
    case 'socketio':
      return openSocketIo(spec.url, channel, onContent);
  }
}

async function connect(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const ws = new WebSocket(url, { headers, perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return ws;
}

/** Sends `frame` and answers the first frame whose type is one of `types`. */
function ask(ws: WebSocket, frame: unknown, types: readonly string[]): Promise<{ type: string }> {
  return new Promise((resolve) => {
    const first = (raw: WebSocket.RawData) => {
      const message = JSON.parse(raw.toString()) as { type: string };
      if (!types.includes(message.type)) return;
      ws.off('message', first);
      resolve(message);
    };
    ws.on('message', first);
    ws.send(JSON.stringify(frame));
  });
}

/** A Mohalla socket, signed in (bearer token), joined to the channel. */
export async function openMohalla(
  socketUrl: string,
  token: string,
  channel: string,
  onFrame: (text: string) => void,
): Promise<WebSocket> {
  const ws = await connect(socketUrl, { authorization: `Bearer ${token}` });
  for (let attempt = 1; ; attempt++) {
    const answer = await ask(ws, { type: 'join_channel', channelId: channel }, ['joined_channel', 'error']);
    if (answer.type === 'joined_channel') break;
    if (attempt === JOIN_ATTEMPTS) throw new Error(`join_channel refused: ${JSON.stringify(answer)}`);
    await sleep(500);
  }
  ws.on('message', (raw) => onFrame(raw.toString()));
  return ws;
}

/** A socket of the raw uWebSockets.js server (uwsServer.ts), joined to the channel. */
export async function openRaw(
  socketUrl: string,
  channel: string,
  onFrame: (text: string) => void,
): Promise<WebSocket> {
  const ws = await connect(socketUrl);
  await ask(ws, { type: 'join_channel', channelId: channel }, ['joined_channel']);
  ws.on('message', (raw) => onFrame(raw.toString()));
  return ws;
}

async function openSocketIo(
  url: string,
  channel: string,
  onContent: (content: string) => void,
): Promise<BenchSocket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.timeout(30_000).emitWithAck('join_channel', channel);
  socket.on('new_message', (push: { message: { content: string } }) => onContent(push.message.content));
  return { close: () => socket.disconnect() };
}
