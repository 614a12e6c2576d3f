import { createHmac } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import {
  authenticate,
  clientAddressGroup,
  compressJson,
  type EventStore,
  fairShare,
  type Logger,
  type ObjectStorage,
  problemMiddleware,
  type RateLimiter,
  type ReadStore,
} from '@mohalla/infra';
import Koa from 'koa';
import { type RebuildControl, rebuildRoutes } from './admin/rebuildRoutes.js';
import { auditRoutes } from './audit/auditRoutes.js';
import { commandContextFrom } from './http/commandContextFrom.js';
import { refuseSuspendedWrites } from './http/refuseSuspendedWrites.js';
import { abuseLimits } from './identity/abuseLimits.js';
import { identityRoutes } from './identity/identityRoutes.js';
import { createOidcClient } from './identity/oidc/oidcClient.js';
import { oidcRoutes } from './identity/oidc/oidcRoutes.js';
import type { OidcSettings } from './identity/oidc/oidcSettings.js';
import { messageLocator } from './moderation/messageLocator.js';
import { moderationRoutes } from './moderation/moderationRoutes.js';
import { placesRoutes } from './places/placesRoutes.js';
import { postsRoutes } from './posts/postsRoutes.js';
import { erasureRoutes } from './privacy/erasureRoutes.js';
import { exportRoutes } from './privacy/exportRoutes.js';
import { uploadQuota } from './uploads/uploadQuota.js';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuotaSettings } from './uploads/uploadQuotaSettings.js';
import { uploadRoutes } from './uploads/uploadRoutes.js';

export interface WriteApiDeps {
  eventStore: EventStore;
  logger: Logger;
  /** The server secret area aliases derive from (the same on every instance). */
  aliasSecret: string;
  /**
   * Signs short-lived cookies (the sign-in with Google in flight); the same on
   * every instance. Defaults to a key derived from aliasSecret.
   */
  cookieSecret?: string;
  /** Sign-in with Google (any OpenID provider); off when absent. */
  oidc?: OidcSettings | undefined;
  /** Counts sign-in, sign-up and auto-create attempts (shared across instances in the scaled edition). */
  rateLimiter: RateLimiter;
  /** Whether X-Forwarded-For names the client (behind our own gateway), for per-address limits. */
  trustProxy?: boolean;
  signupsPerAddressPerHour?: number;
  clock?: () => Date;
  /** Largest JSON body accepted; larger ones get a 413. */
  jsonLimit?: string;
  /** Where uploaded files go; uploads are off ("coming soon") when absent. */
  objectStorage?: ObjectStorage | undefined;
  /** Per-person upload rate and daily quota (counted on rateLimiter). */
  uploadQuota?: UploadQuotaSettings;
  /**
   * The read models, only as an index: which channel holds a chat message,
   * for moderators' audits and actions on messages (unavailable without it).
   */
  readStore?: ReadStore | undefined;
  /** Rebuilding read models, where the projections run in this process; the admin API answers 503 without it. */
  rebuilds?: RebuildControl | undefined;
}

/** The command side: every route turns a request into a command and answers with its log position. */
export function createWriteApp({
  eventStore,
  logger,
  aliasSecret,
  cookieSecret = aliasSecret,
  oidc,
  rateLimiter,
  trustProxy = false,
  signupsPerAddressPerHour = 50,
  clock = () => new Date(),
  jsonLimit = '64kb',
  objectStorage,
  uploadQuota: uploadQuotaSettings = DEFAULT_UPLOAD_QUOTA,
  readStore,
  rebuilds,
}: WriteApiDeps): Koa {
  const app = new Koa();
  app.silent = true;
  // Derived, so the alias secret itself never signs anything a browser sees.
  // Behind our own gateway, X-Forwarded-Proto says whether the browser used https (Secure cookies).
  app.proxy = trustProxy;
  app.keys = [createHmac('sha256', cookieSecret).update('mohalla cookie signing v1').digest('base64url')];
  app.use(problemMiddleware(logger));
  app.use(healthz);
  app.use(compressJson());
  // One client's costly requests (sign-in and sign-up hash passwords, uploads decode images) take turns
  // with everyone else's (issue 14): many in flight wait or get 429, before any body is read. Other
  // writes are cheap appends, limited per person, and commit together when many are in flight.
  app.use(fairShare((ctx) => (takesTurns(ctx.path) ? clientAddressGroup(ctx, { trustProxy }) : undefined)));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit, encoding: 'utf-8' }));
  app.use(authenticate(eventStore, clock));
  app.use(refuseSuspendedWrites(eventStore, clock));
  const contextOf = (ctx: Koa.Context) =>
    commandContextFrom(ctx, clock(), ctx.state.session?.userId ?? 'guest');
  const limits = abuseLimits(rateLimiter, { trustProxy, signupsPerAddressPerHour });
  const oidcClient = oidc ? createOidcClient(oidc) : undefined;
  const locateMessage = messageLocator(eventStore, readStore);
  for (const router of [
    identityRoutes({ eventStore, contextOf, aliasSecret, googleEnabled: oidcClient !== undefined, limits }),
    oidcRoutes({
      eventStore,
      contextOf,
      oidc: oidcClient,
      logger,
      clock,
      limit: limits.providerSignIn,
      tokenSignIn: oidc?.tokenSignIn ?? false,
    }),
    exportRoutes({ eventStore, clock }),
    erasureRoutes({ eventStore, storage: objectStorage, logger, contextOf }),
    placesRoutes({ eventStore, contextOf, limits }),
    postsRoutes({ eventStore, aliasSecret, contextOf, storage: objectStorage }),
    uploadRoutes({
      storage: objectStorage,
      logger,
      clock,
      eventStore,
      quota: uploadQuota(rateLimiter, uploadQuotaSettings),
    }),
    moderationRoutes({ eventStore, contextOf, locateMessage, clock }),
    auditRoutes({ eventStore, contextOf, locateMessage, clock }),
    rebuildRoutes({ eventStore, rebuilds }),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}

// Lower-cased as @koa/router matches paths case-insensitively: /api/AUTH/LOGIN reaches sign-in too.
/** The costly calls: password hashing, file processing, and the export's read of the whole log. */
const takesTurns = (path: string) => {
  const lower = path.toLowerCase();
  return lower.startsWith('/api/auth/') || lower.startsWith('/api/upload') || lower === '/api/user/export';
};

/** `GET /healthz`: liveness for the container's health check; touches no store. */
const healthz: Koa.Middleware = async (ctx, next) => {
  if (ctx.path !== '/healthz' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.set('cache-control', 'no-store');
  ctx.body = { status: 'ok' };
};
