import uWS from 'uWebSockets.js';
import type { ChannelPush } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';
import {
  type EventStore,
  fairQueue,
  type Logger,
  type Presence,
  type RateLimiter,
  type ReadStore,
} from '@mohalla/infra';
import { chatIndex } from './chat/chatIndex.js';
import { chatService } from './chat/chatService.js';
import { newestPages } from './chat/newestPages.js';
import { chatRoutes } from './http/chatRoutes.js';
import { jsonRoute } from './http/jsonRoute.js';
import { erasureFeed } from './live/erasureFeed.js';
import { liveFeed } from './live/liveFeed.js';
import { startLogFollower } from './live/logFollower.js';
import { notificationFeed } from './live/notificationFeed.js';
import { trackPresence } from './presence/presenceTracker.js';
import { chatSocket } from './socket/chatSocket.js';
import { joinPacer } from './socket/joinPace.js';
import {
  areaTopic,
  type ChatSocket,
  channelTopic,
  type SocketData,
  sendToAreaExcept,
} from './socket/socketData.js';

export interface RealtimeDeps {
  eventStore: EventStore;
  /** Where the chatIndex projection is (which area a channel is in, which channel a message). */
  readStore: ReadStore;
  presence: Presence;
  /** Counts sends and changes per person; shared by every node in the scaled edition. */
  rateLimiter: RateLimiter;
  logger: Logger;
  /** The server secret area aliases (and presence member keys) derive from. */
  aliasSecret: string;
  /** Origins browsers may open `/ws` from besides the host it is served on (PUBLIC_URL's). */
  allowedOrigins?: readonly string[];
  /** Whether X-Forwarded-For names the client (behind our own gateway), for per-address limits. */
  trustProxy?: boolean;
  /** Joins the sockets of one address group may make in 10 seconds before they wait. */
  joinsPerAddress?: number;
  /** Sends allowed per person in 10 seconds. */
  sendsPerWindow?: number;
  /** Edits, deletes, helpful marks and reports allowed per person in 10 seconds. */
  changesPerWindow?: number;
  clock?: () => Date;
}

export interface RealtimeNode {
  /** `http://host:port` (the socket is at `ws://host:port/ws`). */
  url: string;
  port: number;
  /** Closes every socket (1001), gives up presence, stops following the log. */
  close(): Promise<void>;
}

/**
 * One realtime node: `/ws`, the chat's HTTP calls and `/healthz` on one
 * uWebSockets.js port. It follows the log for live pushes (no bus between
 * nodes) and keeps nothing another node would need.
 */
export async function startRealtimeNode(
  deps: RealtimeDeps,
  host: string,
  port: number,
): Promise<RealtimeNode> {
  const { eventStore, readStore, logger, clock = () => new Date() } = deps;
  const app = uWS.App();
  const sockets = new Set<ChatSocket>();
  const chat = liveFeed({
    eventStore,
    publish: (channelId: string, push: ChannelPush) =>
      app.publish(channelTopic(channelId), JSON.stringify(push)),
  });
  // Area notifications (Alert posts) go to the sockets in the area, but for the author's own.
  const notifications = notificationFeed({
    logger,
    sendToArea: (areaId, message, exceptUserId) => sendToAreaExcept(sockets, areaId, message, exceptUserId),
  });
  const pages = newestPages();
  // One subscription to the log per node, for all three.
  const follower = await startLogFollower({
    eventStore,
    logger,
    handlers: [chat.handler, notifications, erasureFeed(() => pages.forgetAll())],
  });
  const { feed } = chat;
  const presence = trackPresence({
    presence: deps.presence,
    logger,
    memberKeySecret: deps.aliasSecret,
    publishCount: (areaId, count) =>
      app.publish(areaTopic(areaId), JSON.stringify({ type: 'online_count', areaId, count })),
  });
  const index = chatIndex({ eventStore, readStore });
  const service = chatService({
    eventStore,
    rateLimiter: deps.rateLimiter,
    aliasSecret: deps.aliasSecret,
    clock,
    onAppended: (event) => feed.appended(event),
    ...(deps.sendsPerWindow ? { sendsPerWindow: deps.sendsPerWindow } : {}),
    ...(deps.changesPerWindow ? { changesPerWindow: deps.changesPerWindow } : {}),
  });

  app.ws<SocketData>(
    '/ws',
    chatSocket(
      {
        eventStore,
        index,
        service,
        feed,
        presence,
        pacer: joinPacer(deps.joinsPerAddress ? { joinsPerAddress: deps.joinsPerAddress } : {}),
        pages,
        clock,
        logger,
        allowedOrigins: deps.allowedOrigins ?? [],
        trustProxy: deps.trustProxy ?? false,
        sessionUser: (token) => service.sessionUser(token),
      },
      sockets,
    ),
  );
  chatRoutes(app, {
    eventStore,
    index,
    service,
    clock,
    logger,
    // Up to 8 of a client's running at once, for event stores a read awaits (EventStoreDB).
    fair: fairQueue({ maxRunning: 8 }),
    trustProxy: deps.trustProxy ?? false,
  });
  jsonRoute(app, 'get', '/healthz', logger, async () => ({
    body: { status: 'ok', sockets: sockets.size },
  }));
  jsonRoute(app, 'any', '/*', logger, async (request) => {
    throw new DomainError('REQUEST.NOT_FOUND', `No route for ${request.method} ${request.path}`);
  });

  const listenSocket = await new Promise<uWS.us_listen_socket>((resolve, reject) => {
    app.listen(host, port, (socket) =>
      socket
        ? resolve(socket)
        : reject(Object.assign(new Error(`cannot listen on ${host}:${port}`), { code: 'EADDRINUSE', port })),
    );
  });
  const boundPort = uWS.us_socket_local_port(listenSocket as unknown as uWS.us_socket);
  const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host;

  return {
    url: `http://${shownHost}:${boundPort}`,
    port: boundPort,
    async close() {
      uWS.us_listen_socket_close(listenSocket);
      for (const ws of [...sockets]) ws.end(1001, 'The server is going away');
      await follower.close();
      await presence.close();
    },
  };
}
