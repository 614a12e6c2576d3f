import {
  authenticate,
  clientAddressGroup,
  compressJson,
  createInProcessRateLimiter,
  DEFAULT_CHAT_RETENTION_DAYS,
  type EventStore,
  fairShare,
  type Logger,
  type Presence,
  problemMiddleware,
  type RateLimiter,
  type ReadStore,
  type SearchIndex,
} from '@mohalla/infra';
import Koa from 'koa';
import { waitForPosition } from './consistency/waitForPosition.js';
import { type Gazetteer, loadIndianGazetteer } from './location/gazetteer.js';
import { geoRoutes } from './location/geoRoutes.js';
import { nominatimGeocoder } from './location/onlineGeocoder.js';
import { moderationRoutes } from './moderation/moderationRoutes.js';
import { openapiRoutes } from './openapi/openapiRoutes.js';
import { areaActivityRoutes } from './places/areaActivityRoutes.js';
import { placesRoutes } from './places/placesRoutes.js';
import { postsRoutes } from './posts/postsRoutes.js';
import { everyoneAGuest } from './posts/upvotedByMe.js';
import { searchLimit } from './search/searchLimit.js';
import { searchRoutes } from './search/searchRoutes.js';
import { topicsRoutes } from './topics/topicsRoutes.js';

export interface ReadApiDeps {
  readStore: ReadStore;
  /** Post and place search (the search projection writes it). */
  searchIndex: SearchIndex;
  /** Per-address search limits; in process unless given (Redis when several read APIs share the load). */
  rateLimiter?: RateLimiter;
  /** Whether client addresses come from X-Forwarded-For (behind our gateway). */
  trustProxy?: boolean;
  /** Who is online where (the realtime nodes keep it). */
  presence: Presence;
  logger: Logger;
  /** Projections a read may wait on for read-your-writes. */
  projectionNames: readonly string[];
  /** Upper bound of that wait. */
  maxWaitMs?: number;
  /** A Nominatim-compatible reverse geocoder to ask when our own data knows no neighbourhood. */
  reverseGeocoderUrl?: string;
  clock?: () => Date;
  /**
   * The log, only to check sessions and roles for the moderation queue and a
   * reporter's own reports (served only when given), and who reads posts
   * (without it every reader is a guest: no `upvotedByMe`).
   */
  eventStore?: EventStore;
  /** CHAT_RETENTION_DAYS: the moderation queue serves no reported chat text older than this (default 30). */
  chatRetentionDays?: number | undefined;
}

/** The query side: answers from read models only, never from the log. */
export function createReadApp({
  readStore,
  searchIndex,
  rateLimiter = createInProcessRateLimiter(),
  trustProxy = false,
  presence,
  logger,
  projectionNames,
  maxWaitMs = 5_000,
  reverseGeocoderUrl,
  clock = () => new Date(),
  eventStore,
  chatRetentionDays = DEFAULT_CHAT_RETENTION_DAYS,
}: ReadApiDeps): Koa {
  const app = new Koa();
  app.silent = true;
  app.use(problemMiddleware(logger));
  app.use(healthz);
  app.use(compressJson());
  // One client's requests take turns with everyone else's (issue 14): many in flight wait or get 429.
  // Up to 8 of them running at once, for read stores a read awaits (MongoDB in the scaled edition).
  app.use(fairShare((ctx) => clientAddressGroup(ctx, { trustProxy }), { maxRunning: 8 }));
  app.use(waitForPosition({ readStore, projectionNames, maxWaitMs }));
  // Who reads posts (their upvotes are marked): checked against the log when the app has it.
  const reader = eventStore ? authenticate(eventStore, clock) : everyoneAGuest;
  let gazetteer: Gazetteer | undefined;
  const geo = geoRoutes({
    readStore,
    // Loaded on the first lookup: about 7,000 places, a second's work not worth paying at start.
    gazetteer: () => {
      gazetteer ??= loadIndianGazetteer();
      return gazetteer;
    },
    ...(reverseGeocoderUrl ? { online: nominatimGeocoder(reverseGeocoderUrl) } : {}),
  });
  for (const router of [
    placesRoutes(readStore),
    areaActivityRoutes(readStore, presence, clock),
    postsRoutes(readStore, reader),
    topicsRoutes(),
    openapiRoutes(),
    geo,
    searchRoutes({ readStore, searchIndex, clock, limit: searchLimit(rateLimiter, trustProxy), reader }),
    ...(eventStore ? [moderationRoutes({ readStore, eventStore, clock, chatRetentionDays })] : []),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}

/** `GET /healthz`: liveness for the container's health check; touches no store and never waits. */
const healthz: Koa.Middleware = async (ctx, next) => {
  if (ctx.path !== '/healthz' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.set('cache-control', 'no-store');
  ctx.body = { status: 'ok' };
};
