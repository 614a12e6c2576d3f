import type { NotificationDto } from '@mohalla/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChannelAction, type ChannelState, reduceChannel } from '../channelState';
import { ChannelConnection, ChatCommandError } from './channelConnection';
import { RECONNECT_DELAY_MS } from './chatSocket';

const CHANNEL = '0b5c1a52-7d5e-4f4b-9a51-3a0f1f6a0001';
const AREA = '0b5c1a52-7d5e-4f4b-9a51-3a0f1f6a0002';
const MESSAGE = '7a1e0000-0000-4000-8000-000000000007';

/** Just enough of a browser WebSocket to drive the connection by hand. */
class FakeSocket {
  readyState = 0;
  readonly sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
}

let sockets: FakeSocket[];
let state: ChannelState | undefined;
let online: number[];
let notified: NotificationDto[];
let connection: ChannelConnection;
const last = () => sockets.at(-1) as FakeSocket;

const pushed = (revision: number) => ({
  type: 'new_message',
  revision,
  message: {
    id: `7a1e0000-0000-4000-8000-${String(revision).padStart(12, '0')}`,
    channelId: CHANNEL,
    areaId: AREA,
    content: `message ${revision}`,
    alias: 'QuietBanyan42',
    createdAt: '2025-01-01T12:00:00.000Z',
    editedAt: null,
    helpfulCount: 0,
    attachments: [],
    revision,
  },
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sockets = [];
  state = undefined;
  online = [];
  notified = [];
  connection = new ChannelConnection({
    channelId: CHANNEL,
    areaId: AREA,
    url: 'ws://mohalla.test/ws',
    readState: () => state,
    dispatch: (action: ChannelAction) => {
      if (state) state = reduceChannel(state, action);
    },
    onOnlineCount: (count) => online.push(count),
    onNotification: (notification) => notified.push(notification),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
});

afterEach(() => {
  connection.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the channel connection', () => {
  it('joins once the first page is in, from the revision that page was read at', () => {
    last().open();
    expect(last().sent).toEqual([]);
    state = { alias: null, messages: [], lastRevision: 4, nextCursor: null };
    connection.historyLoaded();
    expect(last().sent).toEqual([{ type: 'join_channel', channelId: CHANNEL, lastRevision: 4 }]);
    connection.historyLoaded();
    expect(last().sent).toHaveLength(1);
  });

  it('reconnects 3 s after a drop and resumes from the highest revision it folded in', () => {
    state = { alias: null, messages: [], lastRevision: 4, nextCursor: null };
    last().open();
    last().push(pushed(5));
    last().push(pushed(6));
    expect(connection.socket.getStatus()).toBe('connected');

    last().close();
    expect(connection.socket.getStatus()).toBe('disconnected');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(connection.socket.getStatus()).toBe('connecting');

    last().open();
    expect(last().sent).toEqual([{ type: 'join_channel', channelId: CHANNEL, lastRevision: 6 }]);
    // The server replays from there; an overlapping push is not shown twice.
    last().push({
      type: 'joined_channel',
      channelId: CHANNEL,
      areaId: AREA,
      alias: 'Me7',
      revision: 7,
      resumed: true,
    });
    last().push(pushed(6));
    last().push(pushed(7));
    expect(state?.messages.map((m) => m.revision)).toEqual([5, 6, 7]);
    expect(state?.alias).toBe('Me7');
  });

  it('keeps retrying every 3 s while the server is down', () => {
    last().close();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    last().close();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(3);
  });

  it('ignores (and logs) frames that are not JSON or not in the protocol', () => {
    state = { alias: null, messages: [], lastRevision: -1, nextCursor: null };
    last().open();
    last().push('not json');
    last().push({ type: 'new_message', revision: 1, message: { id: 'x' } });
    last().push({ type: 'surprise' });
    expect(state.messages).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('reports online counts for its own area only', () => {
    last().open();
    last().push({ type: 'online_count', areaId: AREA, count: 3 });
    last().push({ type: 'online_count', areaId: CHANNEL, count: 9 });
    expect(online).toEqual([3]);
  });

  it("hands on its own area's notifications, whole, and no other area's", () => {
    last().open();
    const notification = {
      notificationId: '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0001',
      areaId: AREA,
      postId: '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0003',
      title: 'Water cut on 5th Main till 6 pm',
      kind: 'alert',
    };
    last().push({ type: 'notification', notification });
    last().push({ type: 'notification', notification: { ...notification, areaId: CHANNEL } });
    expect(notified).toEqual([notification]);
  });

  it('matches answers to commands by requestId', async () => {
    last().open();
    const helpful = connection.request({ type: 'mark_helpful', messageId: MESSAGE });
    const edit = connection.request({ type: 'edit_message', messageId: MESSAGE, content: 'x' });
    const [first, second] = last().sent as { requestId: string }[];
    last().push({
      type: 'error',
      code: 'forbidden',
      message: 'Only the author may edit it.',
      requestId: second?.requestId,
    });
    last().push({
      type: 'ack',
      requestId: first?.requestId,
      action: 'mark_helpful',
      messageId: MESSAGE,
      revision: 8,
      warning: null,
    });
    await expect(helpful).resolves.toMatchObject({ action: 'mark_helpful', revision: 8 });
    await expect(edit).rejects.toMatchObject({ code: 'forbidden', message: 'Only the author may edit it.' });
  });

  it('fails a command at once when disconnected, and pending ones when the connection drops', async () => {
    await expect(connection.request({ type: 'mark_helpful', messageId: MESSAGE })).rejects.toBeInstanceOf(
      ChatCommandError,
    );
    last().open();
    const pending = connection.request({ type: 'mark_helpful', messageId: MESSAGE });
    last().close();
    await expect(pending).rejects.toMatchObject({ code: 'disconnected' });
  });

  it('gives up on a command the server never answers', async () => {
    last().open();
    const pending = connection.request({ type: 'mark_helpful', messageId: MESSAGE });
    vi.advanceTimersByTime(10_000);
    await expect(pending).rejects.toMatchObject({ code: 'timeout' });
  });
});
