import { Router } from '@koa/router';
import { type AreaDto, type CityDto, DomainError, ReadModels } from '@mohalla/contracts';
import { findTexts, parseIdParam, type ReadStore } from '@mohalla/infra';
import type { Context } from 'koa';
import { sendJsonArray } from '../http/jsonArray.js';

const BY_NAME = { sort: [['name', 'asc']] } as const;

/** Cities and areas as the chooser and the area page read them. */
export function placesRoutes(readStore: ReadStore): Router {
  const cities = readStore.collection<CityDto>(ReadModels.cities);
  const areas = readStore.collection<AreaDto>(ReadModels.areas);
  const router = new Router({ prefix: '/api' });

  router.get('/cities', async (ctx) => {
    sendJsonArray(ctx, await findTexts(cities, {}, BY_NAME));
  });

  router.get('/cities/:cityId', async (ctx) => {
    const city = await requireCity(ctx.params.cityId);
    withEtag(ctx, city.revision);
    ctx.body = city;
  });

  router.get('/cities/:cityId/areas', async (ctx) => {
    const city = await requireCity(ctx.params.cityId);
    sendJsonArray(ctx, await findTexts(areas, { cityId: city._id }, BY_NAME));
  });

  router.get('/areas', async (ctx) => {
    sendJsonArray(ctx, await findTexts(areas, {}, { sort: [['city.name', 'asc'], ...BY_NAME.sort] }));
  });

  router.get('/areas/:areaId', async (ctx) => {
    const area = await requireArea(ctx.params.areaId);
    withEtag(ctx, area.revision);
    ctx.body = area;
  });

  router.get('/areas/:areaId/channels', async (ctx) => {
    ctx.body = (await requireArea(ctx.params.areaId)).channels;
  });

  async function requireCity(rawId: string | undefined): Promise<CityDto> {
    const cityId = parseIdParam('cityId', rawId);
    const city = await cities.get(cityId);
    if (!city) throw new DomainError('CITY.NOT_FOUND', `City ${cityId} was not found.`);
    return city;
  }

  async function requireArea(rawId: string | undefined): Promise<AreaDto> {
    const areaId = parseIdParam('areaId', rawId);
    const area = await areas.get(areaId);
    if (!area) throw new DomainError('AREA.NOT_FOUND', `Area ${areaId} was not found.`);
    return area;
  }

  return router;
}

function withEtag(ctx: Context, revision: number): void {
  ctx.set('ETag', `"${revision}"`);
}
