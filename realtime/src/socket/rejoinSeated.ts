import type { ServerMessageOf } from '@mohalla/contracts';
import { forReader } from '../chat/newestPages.js';
import type { SeatDeps } from './joinChannel.js';
import { openSocket, type SocketData, sendTo } from './socketData.js';

/**
 * `join_channel` for the channel the socket is already in (and live in),
 * by the same reader: answered as a join is, but from what the node knows,
 * so joining again costs no history read, no alias lookup and no presence
 * churn (issue 14: each repeated join used to read the channel and push
 * `online_count` twice to the whole area). The socket stays subscribed, so
 * an answer as of the revision the channel's pushes stand at is followed by
 * exactly the pushes after it. False when that is not known (the channel
 * moved on since the page was read, or a resume from further back): the
 * caller joins afresh.
 */
export async function rejoinSeated(
  deps: Pick<SeatDeps, 'service' | 'feed' | 'pages' | 'presence'>,
  data: SocketData,
  request: { channelId: string; lastRevision?: number | undefined },
): Promise<boolean> {
  const { seat } = data;
  if (!seat || seat.channelId !== request.channelId || !seat.present || data.pending) return false;
  // The session is checked again, as for every command: a reader who signed out joins afresh as a guest.
  const userId = data.token ? await deps.service.sessionUser(data.token) : null;
  if (data.seat !== seat || userId !== seat.userId) return false;
  const { channelId, areaId, alias } = seat;

  let joined: ServerMessageOf<'joined_channel'> | null = null;
  const { lastRevision } = request;
  const at = seat.answered;
  if (lastRevision !== undefined) {
    // Resuming from where the channel's pushes stand (live since, or as last answered): nothing was missed.
    const position = lastRevision === at.revision ? at.position : Number.POSITIVE_INFINITY;
    if (deps.feed.publishedUpTo(channelId, lastRevision, position))
      joined = { type: 'joined_channel', channelId, areaId, alias, revision: lastRevision, resumed: true };
  } else {
    const page = deps.pages.get(channelId);
    if (page && deps.feed.publishedUpTo(channelId, page.revision, page.position)) {
      joined = {
        type: 'joined_channel',
        channelId,
        areaId,
        alias,
        revision: page.revision,
        resumed: false,
        messages: forReader(page, userId),
        nextCursor: page.nextCursor,
      };
      seat.answered = { revision: page.revision, position: page.position };
    }
  }
  if (!joined) return false;
  const ws = openSocket(data);
  if (!ws) return true;
  ws.send(JSON.stringify(joined));
  if (alias) ws.send(JSON.stringify({ type: 'user_joined', alias }));
  sendTo(data, { type: 'online_count', areaId, count: await deps.presence.count(areaId) });
  return true;
}
