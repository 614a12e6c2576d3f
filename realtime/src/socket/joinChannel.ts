import { CHAT_PAGE_SIZE, type ServerMessageOf } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { type CatchUp, readCatchUp } from '../chat/catchUp.js';
import type { ChatIndex } from '../chat/chatIndex.js';
import type { ChatService } from '../chat/chatService.js';
import { chatCommandContext } from '../chat/commandContext.js';
import { type HistoryPage, readHistory } from '../chat/history.js';
import { forReader, type NewestPages } from '../chat/newestPages.js';
import type { LiveFeed } from '../live/liveFeed.js';
import type { PresenceTracker } from '../presence/presenceTracker.js';
import type { JoinPacer } from './joinPace.js';
import { rejoinSeated } from './rejoinSeated.js';
import { areaTopic, channelTopic, openSocket, type SocketData, sendTo } from './socketData.js';

export interface SeatDeps {
  eventStore: EventStore;
  index: ChatIndex;
  service: ChatService;
  feed: LiveFeed;
  presence: PresenceTracker;
  /** Paces joins per socket and per address group. */
  pacer: JoinPacer;
  /** Channels' newest pages, reused while their revision is the latest pushed. */
  pages: NewestPages;
  clock: () => Date;
}

/**
 * `join_channel`: leave the current channel, find the channel's area, take
 * the reader's alias there (signed in) and answer `joined_channel` with the
 * newest page, or with the events missed since `lastRevision`; then live.
 * The feed holds the channel's pushes from before the read until the
 * hand-over (see LiveFeed), so nothing is lost or sent twice.
 */
export async function joinChannel(
  deps: SeatDeps,
  data: SocketData,
  request: { channelId: string; lastRevision?: number | undefined },
): Promise<void> {
  // A closed socket's queued joins (up to MAX_QUEUED_FRAMES) end here, before and after their wait:
  // they would spend the address's budget and look up sessions, areas and aliases for nobody.
  if (data.closed) return;
  // Before anything else, joins are paced: per socket, and per address group across sockets.
  await deps.pacer.pace(data);
  if (data.closed) return;
  // Joining again the channel the socket is in: answered from what is known, with no churn.
  if (await rejoinSeated(deps, data, request)) return;
  await leaveChannel(deps, data);
  const { channelId } = request;
  const areaId = await deps.index.areaOfChannel(channelId);
  const userId = data.token ? await deps.service.sessionUser(data.token) : null;
  if (data.token && !userId) data.token = null; // the session ended: a guest from now on
  const alias = userId
    ? await deps.service.aliasIn(
        userId,
        areaId,
        chatCommandContext(userId, deps.clock(), ['ws', 'join', areaId]),
      )
    : null;
  if (data.closed) return;

  const seat = { channelId, areaId, userId, alias, present: false, answered: { revision: -1, position: 0 } };
  data.seat = seat;
  const pending = deps.feed.beginJoin(channelId, (held) => {
    data.pending = null;
    const ws = openSocket(data);
    if (!ws) return;
    for (const push of held) ws.send(JSON.stringify(push));
    ws.subscribe(channelTopic(channelId));
  });
  data.pending = pending;

  let catchUp: CatchUp | null;
  let page: HistoryPage | null;
  try {
    catchUp =
      request.lastRevision === undefined
        ? null
        : await readCatchUp(deps.eventStore, channelId, request.lastRevision);
    page = catchUp ? null : await newestPage(deps, channelId);
  } catch (error) {
    // Not left half-joined: a pending join nobody completes would hold the channel's pushes forever.
    await leaveChannel(deps, data);
    throw error;
  }
  const ws = openSocket(data);
  if (!ws) return;

  const joined: ServerMessageOf<'joined_channel'> = {
    type: 'joined_channel',
    channelId,
    areaId,
    alias,
    revision: catchUp?.revision ?? page!.revision,
    resumed: catchUp !== null,
    ...(page ? { messages: forReader(page, userId), nextCursor: page.nextCursor } : {}),
  };
  seat.answered = { revision: joined.revision, position: catchUp?.position ?? page!.position };
  ws.send(JSON.stringify(joined));
  for (const push of catchUp?.pushes ?? []) ws.send(JSON.stringify(push));
  ws.subscribe(areaTopic(areaId));
  pending.caughtUp(joined.revision, catchUp?.position ?? page!.position);

  // To the joiner only (the spec's client uses it to learn its alias): announcing every join to the
  // whole channel costs n frames per join, n² for a crowd arriving, for a message no client shows.
  if (alias) ws.send(JSON.stringify({ type: 'user_joined', alias }));
  const { count } = await deps.presence.enter(
    data.connectionId,
    areaId,
    userId && alias ? { userId, alias } : null,
  );
  seat.present = true;
  sendTo(data, { type: 'online_count', areaId, count });
}

/** The channel's newest page: the one read last while nothing was pushed since, else read now (and kept). */
async function newestPage(deps: SeatDeps, channelId: string): Promise<HistoryPage> {
  const kept = deps.pages.get(channelId);
  if (kept && deps.feed.publishedUpTo(channelId, kept.revision, kept.position)) return kept;
  const page = await readHistory(deps.eventStore, channelId, { limit: CHAT_PAGE_SIZE });
  deps.pages.set(channelId, page);
  return page;
}

/**
 * Leaves the socket's channel, if any: its topics, its pending join, its
 * presence. Runs in the socket's queue (after a close too), never beside a join.
 */
export async function leaveChannel(deps: Pick<SeatDeps, 'presence'>, data: SocketData): Promise<void> {
  const { seat } = data;
  if (!seat) return;
  data.seat = null;
  data.pending?.cancel();
  data.pending = null;
  const ws = openSocket(data);
  ws?.unsubscribe(channelTopic(seat.channelId));
  ws?.unsubscribe(areaTopic(seat.areaId));
  if (seat.present) await deps.presence.exit(data.connectionId, seat.areaId);
}
