import { Router } from '@koa/router';
import { DomainError, RebuildRequestSchema, type RebuildStatus } from '@mohalla/contracts';
import { type EventStore, parseInput } from '@mohalla/infra';
import type { Context } from 'koa';
import { requireRole } from '../identity/roleGuard.js';

/**
 * The rebuild tool as this API sees it (a port: the projectors' Rebuilder
 * implements it, and whoever composes the process hands one in): the single
 * node hands its own in; a scaled write API gets one that only enqueues, on a
 * queue shared with the projectors' process, which runs the jobs. Without
 * one it answers 503.
 */
export interface RebuildControl {
  /** Rebuilds the named projections (all when none is named), or says why not. */
  request(
    projections?: readonly string[],
  ): Promise<
    | { kind: 'started' | 'resumed' | 'running' | 'busy'; status: RebuildStatus }
    | { kind: 'unknown-projections'; unknown: string[]; known: string[] }
  >;
  status(id: string): Promise<RebuildStatus | null>;
}

const RebuildIdParam = /^[a-z0-9]{1,12}$/;

/** Admins start a rebuild of read models (it runs in the background) and follow it. */
export function rebuildRoutes({
  eventStore,
  rebuilds,
}: {
  eventStore: EventStore;
  rebuilds: RebuildControl | undefined;
}): Router {
  const router = new Router();
  const control = async (ctx: Context, action: string): Promise<RebuildControl> => {
    await requireRole(eventStore, ctx, 'admin', action);
    if (!rebuilds) {
      throw new DomainError(
        'SERVER.UNAVAILABLE',
        'Rebuilds run on a job queue this server shares with the projectors: set REDIS_URL (JOB_QUEUE=bullmq) on the write API and the projectors, or use `npm run rebuild` where the projectors run.',
      );
    }
    return rebuilds;
  };

  router.post('/api/admin/rebuild', async (ctx) => {
    const rebuilder = await control(ctx, 'rebuild read models');
    const { projections } = parseInput(RebuildRequestSchema.strict(), ctx.request.body);
    const outcome = await rebuilder.request(projections);
    if (outcome.kind === 'unknown-projections') {
      const message = `names unknown projections (${outcome.unknown.join(', ')}); known: ${outcome.known.join(', ')}`;
      throw new DomainError('REQUEST.INVALID', `projections ${message}`, [{ field: 'projections', message }]);
    }
    if (outcome.kind === 'busy') {
      const { id, projections: busy } = outcome.status;
      throw new DomainError(
        'CONCURRENCY.CONFLICT',
        `Rebuild ${id} of ${busy.join(', ')} is unfinished: ask for it again to finish it.`,
      );
    }
    ctx.status = 202;
    ctx.set('location', `/api/admin/rebuild/${outcome.status.id}`);
    ctx.body = outcome.status satisfies RebuildStatus;
  });

  router.get('/api/admin/rebuild/:id', async (ctx) => {
    const rebuilder = await control(ctx, 'follow rebuilds');
    const id = ctx.params.id ?? '';
    const status = RebuildIdParam.test(id) ? await rebuilder.status(id) : null;
    if (!status) throw new DomainError('REQUEST.NOT_FOUND', `No rebuild ${id}.`);
    ctx.set('cache-control', 'no-store');
    ctx.body = status satisfies RebuildStatus;
  });

  return router;
}
