import { Router } from '@koa/router';
import {
  AutoCreateAreaBodySchema,
  CreateAreaBodySchema,
  CreateCityBodySchema,
  UpdateAreaBodySchema,
  UpdateCityBodySchema,
} from '@mohalla/contracts';
import type { CommandContext } from '@mohalla/domain';
import { type EventStore, parseIdParam, parseInput, requireSession } from '@mohalla/infra';
import type { Context } from 'koa';
import type { AbuseLimits } from '../identity/abuseLimits.js';
import { requireRole } from '../identity/roleGuard.js';
import { createArea, deleteArea, updateArea } from './areaCommands.js';
import { autoCreateArea } from './autoCreateArea.js';
import { createCity, deleteCity, updateCity } from './cityCommands.js';

export interface PlacesRoutesDeps {
  eventStore: EventStore;
  contextOf(ctx: Context): CommandContext;
  limits: AbuseLimits;
}

/**
 * Thin routes: parse, run the command, answer with the log position (body
 * and X-Log-Position) and the ETag. Managing cities and areas is for admins;
 * any signed-in resident may auto-create their own area.
 */
export function placesRoutes({ eventStore, contextOf, limits }: PlacesRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });
  const adminsOnly = (action: string) => async (ctx: Context, next: () => Promise<unknown>) => {
    await requireRole(eventStore, ctx, 'admin', action);
    await next();
  };

  router.post('/cities', adminsOnly('create cities'), async (ctx) => {
    const body = parseInput(CreateCityBodySchema, ctx.request.body);
    const outcome = await createCity(eventStore, body, contextOf(ctx));
    answer(ctx, outcome.replayed ? 200 : 201, outcome.revision, outcome.position, {
      _id: outcome.cityId,
      ...outcome.state,
    });
  });

  router.put('/cities/:cityId', adminsOnly('edit cities'), async (ctx) => {
    const cityId = parseIdParam('cityId', ctx.params.cityId);
    const body = parseInput(UpdateCityBodySchema, ctx.request.body);
    const outcome = await updateCity(eventStore, cityId, body, contextOf(ctx));
    answer(ctx, 200, outcome.revision, outcome.position, { _id: cityId, ...outcome.state });
  });

  router.delete('/cities/:cityId', adminsOnly('delete cities'), async (ctx) => {
    const cityId = parseIdParam('cityId', ctx.params.cityId);
    const outcome = await deleteCity(eventStore, cityId, contextOf(ctx));
    answer(ctx, 200, outcome.revision, outcome.position, { success: true, _id: cityId });
  });

  router.post('/cities/:cityId/areas', adminsOnly('create areas'), async (ctx) => {
    const cityId = parseIdParam('cityId', ctx.params.cityId);
    const body = parseInput(CreateAreaBodySchema, ctx.request.body);
    const outcome = await createArea(eventStore, cityId, body, contextOf(ctx));
    answer(ctx, outcome.replayed ? 200 : 201, outcome.revision, outcome.position, {
      _id: outcome.areaId,
      lobbyChannelId: outcome.lobbyChannelId,
      ...outcome.state,
    });
  });

  // Registered before /areas/:areaId routes would be, and it is a POST anyway.
  const signedIn = (action: string) => async (ctx: Context, next: () => Promise<unknown>) => {
    requireSession(ctx, action);
    await next();
  };
  router.post('/areas/auto-create', signedIn('add your area'), limits.autoCreate, async (ctx) => {
    const body = parseInput(AutoCreateAreaBodySchema, ctx.request.body);
    const outcome = await autoCreateArea(eventStore, body, contextOf(ctx));
    ctx.set('X-Log-Position', String(outcome.position));
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = { success: true, ...outcome };
  });

  router.put('/areas/:areaId', adminsOnly('edit areas'), async (ctx) => {
    const areaId = parseIdParam('areaId', ctx.params.areaId);
    const body = parseInput(UpdateAreaBodySchema, ctx.request.body);
    const outcome = await updateArea(eventStore, areaId, body, contextOf(ctx));
    answer(ctx, 200, outcome.revision, outcome.position, { _id: areaId, ...outcome.state });
  });

  router.delete('/areas/:areaId', adminsOnly('delete areas'), async (ctx) => {
    const areaId = parseIdParam('areaId', ctx.params.areaId);
    const outcome = await deleteArea(eventStore, areaId, contextOf(ctx));
    answer(ctx, 200, outcome.revision, outcome.position, { success: true, _id: areaId });
  });

  return router;
}

function answer(ctx: Context, status: number, revision: number, position: number, body: object): void {
  ctx.status = status;
  ctx.set('ETag', `"${revision}"`);
  ctx.set('X-Log-Position', String(position));
  const { status: _lifecycle, ...rest } = body as { status?: unknown };
  ctx.body = { ...rest, revision, position };
}
