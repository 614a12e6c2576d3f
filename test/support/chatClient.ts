import {
  type ClientMessageInput,
  type ServerMessage,
  ServerMessageSchema,
  type ServerMessageType,
} from '@mohalla/contracts';
import WebSocket from 'ws';
import { request } from './http.js';
import type { RunningNode } from './singleNode.js';

type Of<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;
/** What the server answers a command that carried a `requestId`. */
export type CommandAnswer = Of<'ack'> | Of<'error'>;

/**
 * A real WebSocket client of `/ws` for protocol tests. Every message the
 * server sends is checked against the contracts' schema and kept, in order;
 * `next` waits for the next one of a type (or matching a predicate), so a
 * test reads the conversation as it happened.
 */
export interface ChatClient {
  socket: WebSocket;
  send(message: ClientMessageInput | Record<string, unknown>): void;
  /** Sends raw text (not JSON, say). */
  sendRaw(text: string): void;
  /** The next not yet taken message of this type (and matching `where`), waiting up to `timeoutMs`. */
  next<T extends ServerMessageType>(
    type: T,
    where?: (m: Of<T>) => boolean,
    timeoutMs?: number,
  ): Promise<Of<T>>;
  /**
   * Sends a command with a fresh `requestId` and answers the server's `ack`
   * or `error` for that very command.
   */
  command(message: Record<string, unknown>, timeoutMs?: number): Promise<CommandAnswer>;
  /** Everything received so far. */
  received: ServerMessage[];
  /** Resolves with the close code once the socket closes. */
  closed: Promise<number>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  token?: string;
  origin?: string;
  headers?: Record<string, string>;
}

/** ws://host:port/ws of a running edition. */
export const wsUrl = (node: RunningNode) => `${node.url.replace(/^http/, 'ws')}/ws`;

let commandsSent = 0;

export async function connectChat(node: RunningNode, options: ConnectOptions = {}): Promise<ChatClient> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const socket = new WebSocket(wsUrl(node), {
    headers,
    ...(options.origin ? { origin: options.origin } : {}),
  });
  const received: ServerMessage[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(ServerMessageSchema.parse(JSON.parse(data.toString())));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
  });

  const take = <M extends ServerMessage>(matches: (m: ServerMessage) => boolean) => {
    const index = received.findIndex((m, i) => !taken.has(i) && matches(m));
    if (index === -1) return undefined;
    taken.add(index);
    return received[index] as M;
  };
  /** The first not yet taken message that `matches`, waiting for it up to `timeoutMs`. */
  const waitFor = <M extends ServerMessage>(
    matches: (m: ServerMessage) => boolean,
    what: string,
    timeoutMs: number,
  ): Promise<M> => {
    const found = take<M>(matches);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(wake);
        const seen = received.map((m) => m.type).join(', ');
        reject(new Error(`no ${what} within ${timeoutMs} ms; received: ${seen}`));
      }, timeoutMs);
      const wake = () => {
        const match = take<M>(matches);
        if (!match) return;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(match);
      };
      waiters.add(wake);
    });
  };
  const send = (message: ClientMessageInput | Record<string, unknown>) =>
    socket.send(JSON.stringify(message));

  return {
    socket,
    received,
    closed,
    send,
    sendRaw: (text) => socket.send(text),
    next<T extends ServerMessageType>(type: T, where?: (m: Of<T>) => boolean, timeoutMs = 10_000) {
      return waitFor<Of<T>>((m) => m.type === type && (!where || where(m as Of<T>)), type, timeoutMs);
    },
    command(message, timeoutMs = 10_000) {
      const requestId = `command-${++commandsSent}`;
      send({ ...message, requestId });
      return waitFor<CommandAnswer>(
        (m) => (m.type === 'ack' || m.type === 'error') && m.requestId === requestId,
        `answer to ${requestId}`,
        timeoutMs,
      );
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

/** A socket signed in with `token` (a guest without one), joined to `channelId` and told so. */
export async function joinedChat(node: RunningNode, channelId: string, token?: string): Promise<ChatClient> {
  const chat = await connectChat(node, token ? { token } : {});
  chat.send({ type: 'join_channel', channelId });
  await chat.next('joined_channel');
  return chat;
}

/** Sends a command that must succeed: answers its `ack`, throws on an `error`. */
export async function acknowledged(chat: ChatClient, message: Record<string, unknown>): Promise<Of<'ack'>> {
  const answer = await chat.command(message);
  if (answer.type !== 'ack') throw new Error(`not acknowledged: ${JSON.stringify(answer)}`);
  return answer;
}

/** The lobby channel of a seeded area, by name. */
export async function lobbyOf(
  node: RunningNode,
  areaName: string,
): Promise<{ areaId: string; channelId: string }> {
  const areas = (await request(node.url, 'GET', '/api/areas?minPosition=1')).body as Array<{
    _id: string;
    name: string;
    channels: Array<{ _id: string }>;
  }>;
  const area = areas.find((a) => a.name === areaName);
  if (!area?.channels[0]) throw new Error(`no area named ${areaName}`);
  return { areaId: area._id, channelId: area.channels[0]._id };
}
