import { Router } from '@koa/router';
import {
  type AreaDto,
  type AreaStatsDocument,
  type AreaStatsDto,
  DomainError,
  indianDay,
  type OnlineUsersDto,
  ReadModels,
} from '@mohalla/contracts';
import { type Presence, parseIdParam, type ReadStore } from '@mohalla/infra';

/** What is happening in an area: its counts and who is online (aliases only). */
export function areaActivityRoutes(readStore: ReadStore, presence: Presence, clock: () => Date): Router {
  const areas = readStore.collection<AreaDto>(ReadModels.areas);
  const stats = readStore.collection<AreaStatsDocument>(ReadModels.areaStats);
  const router = new Router({ prefix: '/api' });

  const requireArea = async (raw: string | undefined) => {
    const areaId = parseIdParam('areaId', raw);
    if (!(await areas.get(areaId))) throw new DomainError('AREA.NOT_FOUND', `Area ${areaId} was not found.`);
    return areaId;
  };

  router.get('/areas/:areaId/stats', async (ctx) => {
    const areaId = await requireArea(ctx.params.areaId);
    const counts = await stats.get(areaId);
    const body: AreaStatsDto = {
      areaId,
      online: await presence.count(areaId),
      postsToday: counts?.postsByDay[indianDay(clock())] ?? 0,
      postsTotal: counts?.postsTotal ?? 0,
      topics: Object.entries(counts?.postsByTopic ?? {}).map(([topicId, count]) => ({ topicId, count })),
    };
    ctx.body = body;
  });

  router.get('/areas/:areaId/online-users', async (ctx) => {
    const areaId = await requireArea(ctx.params.areaId);
    const members = await presence.list(areaId, { limit: 100 });
    const body: OnlineUsersDto = {
      users: members.map((m) => ({ id: m.alias, name: m.alias, status: 'online' as const })),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  return router;
}
