import type { WebSocketBehavior } from 'uWebSockets.js';
import { CHAT_MAX_FRAME_BYTES } from '@mohalla/contracts';
import type { Logger } from '@mohalla/infra';
import { type CommandDeps, startChatCommand } from './chatCommands.js';
import { errorMessageFor } from './errorMessage.js';
import { joinChannel, leaveChannel, type SeatDeps } from './joinChannel.js';
import { parseFrame } from './parseFrame.js';
import { type ChatSocket, type SocketData, sendTo } from './socketData.js';
import { type UpgradeDeps, upgradeHandler } from './upgrade.js';

export type ChatSocketDeps = SeatDeps & CommandDeps & UpgradeDeps & { logger: Logger };

/**
 * Frames a socket may have waiting to be handled. A client is answered in
 * order, one frame at a time; one that sends far faster than that is
 * closed (1008) instead of holding an ever longer queue in memory.
 */
export const MAX_QUEUED_FRAMES = 64;

/**
 * `/ws`: every frame is parsed with the contracts' schema and handled in
 * order; whatever goes wrong is answered with an `error` and the socket
 * stays open. Frames over `CHAT_MAX_FRAME_BYTES` close it (uWS, code 1009).
 */
export function chatSocket(deps: ChatSocketDeps, sockets: Set<ChatSocket>): WebSocketBehavior<SocketData> {
  /**
   * Sends a frame's answer (what `answer` resolves to, or the error it
   * rejects with) after every earlier frame's answer, so a client is answered
   * in the order it asked even while its sends commit together.
   */
  const answerInOrder = (
    data: SocketData,
    answer: Promise<() => void>,
    asked: { type: string; requestId?: string | undefined },
  ): Promise<void> => {
    const settled = answer.catch((error: unknown) => () => {
      const reply = errorMessageFor(error, asked.requestId);
      if (reply.unexpected) deps.logger.error('a chat frame failed', { type: asked.type, error });
      sendTo(data, reply.message);
    });
    data.answered = Promise.all([data.answered, settled])
      .then(([, send]) => send())
      .catch((error: unknown) => deps.logger.error('a chat answer failed', { error }))
      .finally(() => {
        data.queued--;
      });
    return data.answered;
  };

  const handle = async (data: SocketData, text: string): Promise<void> => {
    const parsed = parseFrame(text);
    if ('error' in parsed) {
      await answerInOrder(
        data,
        Promise.resolve(() => sendTo(data, parsed.error)),
        { type: 'error' },
      );
      return;
    }
    const { message } = parsed;
    const asked = { type: message.type, requestId: 'requestId' in message ? message.requestId : undefined };
    // A send's answer is not waited for: the socket's next send starts while it commits.
    const pipelined = message.type === 'send_message';
    let answer: Promise<() => void>;
    try {
      // Anything else starts once every earlier frame is answered (an edit needs its message's ack first).
      if (!pipelined) await data.answered;
      if (message.type === 'join_channel') await joinChannel(deps, data, message);
      else if (message.type === 'leave_channel') await leaveChannel(deps, data);
      else ({ answer } = await startChatCommand(deps, data, message));
      answer ??= Promise.resolve(() => {});
    } catch (error) {
      answer = Promise.reject(error);
    }
    const answered = answerInOrder(data, answer, asked);
    if (!pipelined) await answered;
  };
  const enqueue = (data: SocketData, work: () => Promise<void>) => {
    data.queue = data.queue.then(work).catch((error: unknown) => {
      deps.logger.error('a chat socket task failed', { error });
    });
  };

  return {
    maxPayloadLength: CHAT_MAX_FRAME_BYTES,
    idleTimeout: 120,
    sendPingsAutomatically: true,
    // A client that does not read what it is sent is closed at 1 MB (and resumes when it reconnects):
    // left open, uWS would skip its frames, a gap nobody notices.
    maxBackpressure: 1024 * 1024,
    closeOnBackpressureLimit: 1,
    upgrade: upgradeHandler(deps),
    open: (ws) => {
      ws.getUserData().ws = ws;
      sockets.add(ws);
    },
    message: (ws, frame) => {
      // The frame's buffer is only valid during this call: decode it now.
      const text = Buffer.from(frame).toString('utf8');
      const data = ws.getUserData();
      if (data.queued >= MAX_QUEUED_FRAMES) return ws.end(1008, 'Too many messages at once');
      data.queued++; // until answered (answerInOrder)
      enqueue(data, () => handle(data, text));
    },
    close: (ws) => {
      sockets.delete(ws);
      const data = ws.getUserData();
      data.closed = true;
      enqueue(data, () => leaveChannel(deps, data));
    },
  };
}
