import type { RecordedEvent } from '@mohalla/contracts';
import {
  CHAT_CHANGES_PER_WINDOW,
  CHAT_SEND_WINDOW_MS,
  CHAT_SENDS_PER_WINDOW,
  DomainError,
} from '@mohalla/contracts';
import {
  type ChatCommand,
  type CommandContext,
  ensureAreaAlias,
  refuseSuspendedState,
  runMessageCommand,
  sendChatMessage,
} from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore, type RateLimiter } from '@mohalla/infra';
import { identityCache } from '../identity/identityCache.js';
import { channelGate } from './channelGate.js';

/** A channel a signed-in person is in, with the alias they speak under there. */
export interface ChannelSeat {
  channelId: string;
  areaId: string;
  alias: string;
}

export type MessageCommand = Exclude<ChatCommand, { type: 'SendMessage' }>;

/**
 * The chat's commands, one place for the socket and the HTTP calls: who may
 * act (a live session, not suspended), the per-person limits on sends and
 * on changes (across tabs and nodes), and the domain's deciders and appends.
 */
export function chatService(deps: {
  eventStore: EventStore;
  rateLimiter: RateLimiter;
  aliasSecret: string;
  clock: () => Date;
  sendsPerWindow?: number;
  changesPerWindow?: number;
  /** What a command appended, the moment the append answers (the node pushes it to its own sockets). */
  onAppended?: (event: RecordedEvent) => void;
}) {
  const {
    eventStore,
    rateLimiter,
    aliasSecret,
    clock,
    sendsPerWindow = CHAT_SENDS_PER_WINDOW,
    changesPerWindow = CHAT_CHANGES_PER_WINDOW,
    onAppended = () => {},
  } = deps;
  /** Hands the appended event on, and keeps it out of the answer (it holds the author's id). */
  const announced = <T extends { appended: RecordedEvent | null }>({ appended, ...outcome }: T) => {
    if (appended) onAppended(appended);
    return outcome;
  };
  const sendRule = { limit: sendsPerWindow, windowMs: CHAT_SEND_WINDOW_MS };
  const changeRule = { limit: changesPerWindow, windowMs: CHAT_SEND_WINDOW_MS };

  const commandStore = eventStoreCommandStore(eventStore);
  const identity = identityCache(eventStore);
  const gate = channelGate();
  /** Checked on every command, so a logout or a suspension counts at once, also on open sockets. */
  const requireActive = async (userId: string) => {
    const user = await identity.user(userId);
    if (user.status !== 'registered') throw new DomainError('AUTH.REQUIRED', 'Please log in again.');
    // The write API's own rule and text, word for word: when the suspension ends and why.
    refuseSuspendedState(user, clock());
  };

  /** One more `key` in the window, or `CHAT.RATE_LIMITED` (429, `rate_limited` on the socket) with the wait. */
  const withinLimit = async (key: string, rule: typeof sendRule, doing: string) => {
    const decision = await rateLimiter.consume(key, rule);
    if (decision.allowed) return;
    const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    throw new DomainError(
      'CHAT.RATE_LIMITED',
      `You are ${doing} too fast. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
      undefined,
      { retryAfterMs: decision.retryAfterMs },
    );
  };

  return {
    /** The user id of a session token that is still valid, else null. */
    async sessionUser(token: string): Promise<string | null> {
      return identity.sessionUser(token, clock());
    },

    /** The person's alias in the area, assigned on first use. */
    async aliasIn(userId: string, areaId: string, context: CommandContext): Promise<string> {
      const { alias } = await ensureAreaAlias(commandStore, aliasSecret, userId, areaId, context);
      return alias;
    },

    /**
     * Checks the sender and the send limit, then appends: resolves once the
     * append is on its way (in the order sends were made), with the send's
     * outcome still to come, so a socket's next send need not wait for this
     * one's commit (group commit gathers them) and its messages keep their order.
     */
    async send(
      userId: string,
      seat: ChannelSeat,
      input: { content: string; attachments: string[] },
      context: CommandContext,
    ) {
      await requireActive(userId);
      await withinLimit(`chat-send:${userId}`, sendRule, 'sending messages');
      const leave = await gate.share(seat.channelId);
      // sendChatMessage hands the event to the store before its first await.
      const sent = sendChatMessage(
        commandStore,
        { ...seat, authorId: userId, authorAlias: seat.alias, ...input },
        context,
      )
        .then(announced)
        .finally(leave);
      return { sent };
    },
    /** Edit, delete, mark helpful or report: the decider says who may. */
    async change(userId: string, channelId: string, command: MessageCommand, context: CommandContext) {
      await requireActive(userId);
      await withinLimit(`chat-change:${userId}`, changeRule, 'changing messages');
      const leave = await gate.alone(channelId);
      try {
        return announced(await runMessageCommand(commandStore, channelId, command, context));
      } finally {
        leave();
      }
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
