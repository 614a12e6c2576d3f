import { Router } from '@koa/router';
import {
  type AreaCreatedAnswer,
  type AreaWritten,
  AutoCreateAreaBodySchema,
  type AutoCreateAreaResult,
  type CityWritten,
  CreateAreaBodySchema,
  CreateCityBodySchema,
  type PlaceDeleted,
  UpdateAreaBodySchema,
  UpdateCityBodySchema,
} from '@mohalla/contracts';
import type { AreaState, CityState, CommandContext, CommandOutcome } from '@mohalla/domain';
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
    answer(ctx, outcome.replayed ? 200 : 201, cityAnswer(outcome.cityId, outcome));
  });

  router.put('/cities/:cityId', adminsOnly('edit cities'), async (ctx) => {
    const cityId = parseIdParam('cityId', ctx.params.cityId);
    const body = parseInput(UpdateCityBodySchema, ctx.request.body);
    const outcome = await updateCity(eventStore, cityId, body, contextOf(ctx));
    answer(ctx, 200, cityAnswer(cityId, outcome));
  });

  router.delete('/cities/:cityId', adminsOnly('delete cities'), async (ctx) => {
    const cityId = parseIdParam('cityId', ctx.params.cityId);
    const outcome = await deleteCity(eventStore, cityId, contextOf(ctx));
    answer(ctx, 200, deletedAnswer(cityId, outcome));
  });

  router.post('/cities/:cityId/areas', adminsOnly('create areas'), async (ctx) => {
    const cityId = parseIdParam('cityId', ctx.params.cityId);
    const body = parseInput(CreateAreaBodySchema, ctx.request.body);
    const outcome = await createArea(eventStore, cityId, body, contextOf(ctx));
    const created: AreaCreatedAnswer = {
      ...areaAnswer(outcome.areaId, outcome),
      lobbyChannelId: outcome.lobbyChannelId,
    };
    answer(ctx, outcome.replayed ? 200 : 201, created);
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
    ctx.body = { success: true, ...outcome } satisfies AutoCreateAreaResult;
  });

  router.put('/areas/:areaId', adminsOnly('edit areas'), async (ctx) => {
    const areaId = parseIdParam('areaId', ctx.params.areaId);
    const body = parseInput(UpdateAreaBodySchema, ctx.request.body);
    const outcome = await updateArea(eventStore, areaId, body, contextOf(ctx));
    answer(ctx, 200, areaAnswer(areaId, outcome));
  });

  router.delete('/areas/:areaId', adminsOnly('delete areas'), async (ctx) => {
    const areaId = parseIdParam('areaId', ctx.params.areaId);
    const outcome = await deleteArea(eventStore, areaId, contextOf(ctx));
    answer(ctx, 200, deletedAnswer(areaId, outcome));
  });

  return router;
}

/** Sends a place write's answer, with its revision as the ETag and its position in X-Log-Position. */
function answer(ctx: Context, status: number, body: CityWritten | AreaWritten | PlaceDeleted): void {
  ctx.status = status;
  ctx.set('ETag', `"${body.revision}"`);
  ctx.set('X-Log-Position', String(body.position));
  ctx.body = body;
}

/** The city's fields after the command (its lifecycle `status` stays inside). */
function cityAnswer(cityId: string, { state, revision, position }: CommandOutcome<CityState>): CityWritten {
  if (state.status === 'absent') throw new Error(`City ${cityId} has no stream after its command.`);
  const { status: _lifecycle, ...fields } = state;
  return { _id: cityId, ...fields, revision, position };
}

function areaAnswer(areaId: string, { state, revision, position }: CommandOutcome<AreaState>): AreaWritten {
  if (state.status === 'absent') throw new Error(`Area ${areaId} has no stream after its command.`);
  const { status: _lifecycle, ...fields } = state;
  return { _id: areaId, ...fields, revision, position };
}

function deletedAnswer(id: string, { revision, position }: CommandOutcome<unknown>): PlaceDeleted {
  return { success: true, _id: id, revision, position };
}
