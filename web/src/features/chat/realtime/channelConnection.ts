import {
  type ChatErrorCode,
  type ClientMessageInput,
  type ModerationProblemDetails,
  type NotificationDto,
  type ServerMessage,
  type ServerMessageOf,
  ServerMessageSchema,
} from '@mohalla/contracts';
import type { ChannelAction, ChannelState } from '../channelState';
import { ChatSocket } from './chatSocket';

type Ack = ServerMessageOf<'ack'>;
/** A chat command as the panel builds it; the connection adds the `requestId`. */
export type ChatCommand = Extract<
  ClientMessageInput,
  { type: 'send_message' | 'mark_helpful' | 'edit_message' | 'delete_message' | 'report_message' }
>;

/** How long a command waits for its `ack` or `error` before it counts as failed. */
const ANSWER_TIMEOUT_MS = 10_000;

/** The server's `error` answer to one command, or a command that could not be sent or answered. */
export class ChatCommandError extends Error {
  constructor(
    message: string,
    readonly code: ChatErrorCode | 'disconnected' | 'timeout',
    readonly moderation?: ModerationProblemDetails,
  ) {
    super(message);
    this.name = 'ChatCommandError';
  }
}

export interface ChannelConnectionOptions {
  channelId: string;
  areaId: string;
  url: string;
  /** The folded state; undefined until the newest page has loaded. */
  readState: () => ChannelState | undefined;
  dispatch: (action: ChannelAction) => void;
  onOnlineCount: (count: number) => void;
  /** An area notification (an Alert post) for this area: the socket is the page's only live link. */
  onNotification: (notification: NotificationDto) => void;
  /** For tests: a stand-in for the browser's WebSocket. */
  createSocket?: (url: string) => WebSocket;
}

interface Pending {
  resolve: (ack: Ack) => void;
  reject: (error: ChatCommandError) => void;
  timer: ReturnType<typeof setTimeout>;
}

function parseServerMessage(raw: unknown): ServerMessage | null {
  const parsed = ServerMessageSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * One page's link to one channel. On every (re)connection it joins with the
 * highest revision folded in, so the server sends exactly what was missed;
 * a socket that opens before the first page has loaded joins once it has
 * (`historyLoaded`). Pushes for the channel are dispatched to the fold, the
 * area's online count and notifications to their callbacks (the server sends
 * those only to sockets that have joined a channel in the area); a command
 * resolves with its `ack` or rejects with its `error`, matched by `requestId`.
 */
export class ChannelConnection {
  readonly socket: ChatSocket<ServerMessage, ClientMessageInput>;
  private joinWanted = false;
  private readonly pending = new Map<string, Pending>();
  private requestCount = 0;

  constructor(private readonly options: ChannelConnectionOptions) {
    this.socket = new ChatSocket<ServerMessage, ClientMessageInput>({
      url: options.url,
      parse: parseServerMessage,
      onMessage: (message) => this.receive(message),
      onOpen: () => {
        this.joinWanted = true;
        this.join();
      },
      onClose: () => this.failPending(new ChatCommandError('The chat connection was lost.', 'disconnected')),
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    });
  }

  /** Call when the first page is in: a socket already open joins from it. */
  historyLoaded(): void {
    this.join();
  }

  /** Sends a command; resolves with its acknowledgement. */
  request(command: ChatCommand): Promise<Ack> {
    this.requestCount += 1;
    const requestId = `${Date.now().toString(36)}-${this.requestCount}`;
    return new Promise<Ack>((resolve, reject) => {
      if (!this.socket.send({ ...command, requestId })) {
        reject(new ChatCommandError('Not connected to the chat.', 'disconnected'));
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new ChatCommandError('The chat server did not answer.', 'timeout'));
      }, ANSWER_TIMEOUT_MS);
      this.pending.set(requestId, { resolve, reject, timer });
    });
  }

  close(): void {
    this.failPending(new ChatCommandError('The chat was closed.', 'disconnected'));
    this.socket.close();
  }

  private join(): void {
    const state = this.options.readState();
    if (!this.joinWanted || !state) return;
    const { channelId } = this.options;
    if (this.socket.send({ type: 'join_channel', channelId, lastRevision: state.lastRevision }))
      this.joinWanted = false;
  }

  private settle(requestId: string | null | undefined): Pending | undefined {
    if (!requestId) return undefined;
    const pending = this.pending.get(requestId);
    if (pending) {
      clearTimeout(pending.timer);
      this.pending.delete(requestId);
    }
    return pending;
  }

  private failPending(error: ChatCommandError): void {
    for (const [requestId, pending] of this.pending) {
      clearTimeout(pending.timer);
      this.pending.delete(requestId);
      pending.reject(error);
    }
  }

  private receive(message: ServerMessage): void {
    const { channelId, areaId, dispatch } = this.options;
    switch (message.type) {
      case 'joined_channel':
        if (message.channelId === channelId) dispatch(message);
        return;
      case 'new_message':
        if (message.message.channelId === channelId) dispatch(message);
        return;
      case 'message_edited':
      case 'message_deleted':
      case 'message_helpful':
        // One channel per socket: every change pushed is the joined channel's.
        dispatch(message);
        return;
      case 'online_count':
        if (message.areaId === areaId) this.options.onOnlineCount(message.count);
        return;
      case 'notification':
        if (message.notification.areaId === areaId) this.options.onNotification(message.notification);
        return;
      case 'user_joined':
        return;
      case 'ack':
        this.settle(message.requestId)?.resolve(message);
        return;
      case 'error': {
        const pending = this.settle(message.requestId);
        if (pending) pending.reject(new ChatCommandError(message.message, message.code, message.moderation));
        else console.error('Chat error', message.code, message.message);
        return;
      }
    }
  }
}
