import type { WebSocket } from 'uWebSockets.js';
import { randomUUID } from 'node:crypto';
import type { ServerMessage } from '@mohalla/contracts';
import type { PendingJoin } from '../live/liveFeed.js';

/**
 * Per-socket state, kept in uWS's user data. Everything after the socket's
 * callbacks goes through this object, never the socket itself: uWS throws
 * on any use of a closed socket, so `closed` is checked first.
 */
export interface SocketData {
  /** Set when the socket opens. */
  ws: ChatSocket | null;
  /** Unique across nodes: the presence lease's key. */
  connectionId: string;
  /** The session token the socket was opened with (null for guests); checked again on every command. */
  token: string | null;
  /** The address group it was opened from (see peerAddressGroup): joins are paced per group too. */
  address: string;
  /**
   * The channel it is in (one at a time), with its area, the reader (null for
   * guests) and their alias there, and whether it counts in the area's
   * presence yet.
   */
  seat: {
    channelId: string;
    areaId: string;
    userId: string | null;
    alias: string | null;
    present: boolean;
    /** The revision (and its log position) its last `joined_channel` stood at. */
    answered: { revision: number; position: number };
  } | null;
  /** Set while a join's history or catch-up is on its way. */
  pending: PendingJoin | null;
  /**
   * Frames, and the clean-up after a close, are handled one after the
   * other in the order they came, so a join and a leave never interleave.
   */
  queue: Promise<void>;
  /** When the socket's recent joins were made (see joinPace.ts). */
  joins: number[];
  /** The answer of the last frame handled: answers go out in the order frames came. */
  answered: Promise<void>;
  /** Frames waiting in `queue` or for their answer (at most MAX_QUEUED_FRAMES). */
  queued: number;
  closed: boolean;
}

export type ChatSocket = WebSocket<SocketData>;

/** A new connection's state: in no channel, nothing queued, no socket until it opens. */
export function newSocketData(token: string | null, address: string): SocketData {
  return {
    ws: null,
    connectionId: randomUUID(),
    token,
    address,
    seat: null,
    pending: null,
    queue: Promise.resolve(),
    answered: Promise.resolve(),
    joins: [],
    queued: 0,
    closed: false,
  };
}

export const channelTopic = (channelId: string) => `channel/${channelId}`;
export const areaTopic = (areaId: string) => `area/${areaId}`;

/** The socket, while it is open. */
export function openSocket(data: SocketData): ChatSocket | null {
  return data.closed ? null : data.ws;
}

/**
 * Sends to the node's sockets in an area (those subscribed to its topic)
 * except the ones of `exceptUserId`: one by one, as a topic cannot leave
 * anyone out. For what is rare (an alert), not for chat traffic.
 */
export function sendToAreaExcept(
  sockets: Iterable<ChatSocket>,
  areaId: string,
  message: ServerMessage,
  exceptUserId: string | null,
): void {
  const topic = areaTopic(areaId);
  const text = JSON.stringify(message);
  for (const ws of sockets) {
    const { seat } = ws.getUserData();
    if (ws.isSubscribed(topic) && (exceptUserId === null || seat?.userId !== exceptUserId)) ws.send(text);
  }
}

/** Sends unless the socket has closed. */
export function sendTo(data: SocketData, message: ServerMessage): void {
  openSocket(data)?.send(JSON.stringify(message));
}
