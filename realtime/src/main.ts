import {
  createConsoleLogger,
  createInProcessPresence,
  createInProcessRateLimiter,
  createRedisPresence,
  createRedisRateLimiter,
  fallbackPresence,
  fallbackRateLimiter,
  openEventStore,
  openReadStore,
  runService,
} from '@mohalla/infra';
import { startRealtimeNode } from './app.js';
import { realtimeConfig } from './config.js';

/** A realtime node as its own process (scaled edition): run as many as you like on one log and one Redis. */
runService('realtime', async () => {
  const config = realtimeConfig(process.env);
  const logger = createConsoleLogger(config.LOG_LEVEL, 'realtime');
  const eventStore = openEventStore(config);
  const readStore = await openReadStore(config);
  // Several nodes must share presence and send counts; alone, in-process is exact.
  const presence = config.REDIS_URL
    ? // While Redis is down, this node's own view (see fallbackPresence).
      fallbackPresence(createRedisPresence({ url: config.REDIS_URL }), createInProcessPresence())
    : createInProcessPresence();
  const rateLimiter = config.REDIS_URL
    ? fallbackRateLimiter(createRedisRateLimiter({ url: config.REDIS_URL }), createInProcessRateLimiter())
    : createInProcessRateLimiter();
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
    async stop() {
      await node.close();
      await presence.close();
      await rateLimiter.close();
      await readStore.close();
      await eventStore.close();
    },
  };
});
