import { bodyParser } from '@koa/bodyparser';
import type { EventStore, Logger } from '@mohalla/infra';
import { problemMiddleware } from '@mohalla/infra';
import Koa from 'koa';
import { commandContextFrom } from './http/commandContextFrom.js';
import { placesRoutes } from './places/placesRoutes.js';

export interface WriteApiDeps {
  eventStore: EventStore;
  logger: Logger;
  clock?: () => Date;
  /** Largest JSON body accepted; larger ones get a 413. */
  jsonLimit?: string;
}

/** The command side: every route turns a request into a command and answers with its log position. */
export function createWriteApp({
  eventStore,
  logger,
  clock = () => new Date(),
  jsonLimit = '64kb',
}: WriteApiDeps): Koa {
  const app = new Koa();
  app.silent = true;
  app.use(problemMiddleware(logger));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit, encoding: 'utf-8' }));
  // Identity arrives with its own issue; until then every write is the guest's.
  const contextOf = (ctx: Koa.Context) => commandContextFrom(ctx, clock(), 'guest');
  const places = placesRoutes({ eventStore, contextOf });
  app.use(places.routes());
  app.use(places.allowedMethods());
  return app;
}
