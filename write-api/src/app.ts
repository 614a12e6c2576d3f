import { bodyParser } from '@koa/bodyparser';
import {
  authenticate,
  type EventStore,
  type Logger,
  problemMiddleware,
  type RateLimiter,
} from '@mohalla/infra';
import Koa from 'koa';
import { commandContextFrom } from './http/commandContextFrom.js';
import { abuseLimits } from './identity/abuseLimits.js';
import { identityRoutes } from './identity/identityRoutes.js';
import { placesRoutes } from './places/placesRoutes.js';

export interface WriteApiDeps {
  eventStore: EventStore;
  logger: Logger;
  /** The server secret area aliases derive from (the same on every instance). */
  aliasSecret: string;
  googleEnabled?: boolean;
  /** Counts sign-in, sign-up and auto-create attempts (shared across instances in the scaled edition). */
  rateLimiter: RateLimiter;
  /** Whether X-Forwarded-For names the client (behind our own gateway), for per-address limits. */
  trustProxy?: boolean;
  signupsPerAddressPerHour?: number;
  clock?: () => Date;
  /** Largest JSON body accepted; larger ones get a 413. */
  jsonLimit?: string;
}

/** The command side: every route turns a request into a command and answers with its log position. */
export function createWriteApp({
  eventStore,
  logger,
  aliasSecret,
  googleEnabled = false,
  rateLimiter,
  trustProxy = false,
  signupsPerAddressPerHour = 50,
  clock = () => new Date(),
  jsonLimit = '64kb',
}: WriteApiDeps): Koa {
  const app = new Koa();
  app.silent = true;
  app.use(problemMiddleware(logger));
  app.use(healthz);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit, encoding: 'utf-8' }));
  app.use(authenticate(eventStore, clock));
  const contextOf = (ctx: Koa.Context) =>
    commandContextFrom(ctx, clock(), ctx.state.session?.userId ?? 'guest');
  const limits = abuseLimits(rateLimiter, { trustProxy, signupsPerAddressPerHour });
  for (const router of [
    identityRoutes({ eventStore, contextOf, aliasSecret, googleEnabled, limits }),
    placesRoutes({ eventStore, contextOf, limits }),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}

/** `GET /healthz`: liveness for the container's health check; touches no store. */
const healthz: Koa.Middleware = async (ctx, next) => {
  if (ctx.path !== '/healthz' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.set('cache-control', 'no-store');
  ctx.body = { status: 'ok' };
};
