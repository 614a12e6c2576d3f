import { closeInOrder, runConfiguredService, sharedPresence, sharedRateLimiter } from '@mohalla/infra';
import { startRealtimeNode } from './app.js';
import { realtimeConfig } from './config.js';

/** A realtime node as its own process (scaled edition): run as many as you like on one log and one Redis. */
runConfiguredService('realtime', realtimeConfig, async (config, { logger, eventStore, readStore }) => {
  // Several nodes must share presence and send counts; alone, in-process is exact.
  const presence = sharedPresence(config.REDIS_URL);
  const rateLimiter = sharedRateLimiter(config.REDIS_URL);
  if (!config.REDIS_URL) logger.warn("REDIS_URL is not set: presence and chat limits are this node's alone");
  const node = await startRealtimeNode(
    {
      eventStore,
      readStore,
      presence,
      rateLimiter,
      logger,
      aliasSecret: config.ALIAS_SECRET,
      allowedOrigins: config.PUBLIC_URL,
      sendsPerWindow: config.CHAT_SEND_LIMIT,
      changesPerWindow: config.CHAT_CHANGE_LIMIT,
      joinsPerAddress: config.CHAT_JOIN_LIMIT_PER_ADDRESS,
      trustProxy: config.TRUST_PROXY === 'true',
    },
    config.HOST,
    config.PORT,
  );
  return {
    url: node.url,
    banner: `realtime is running at ${node.url} (WebSocket /ws) on the ${config.EVENT_STORE} event store.`,
    stop: () => closeInOrder([node, presence, rateLimiter]),
  };
});
