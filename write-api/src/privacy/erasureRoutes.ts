import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import { EraseAccountBodySchema } from '@mohalla/contracts';
import type { CommandContext } from '@mohalla/domain';
import { parseInput, requireSession } from '@mohalla/infra';
import type { Context } from 'koa';
import { clearSessionCookie } from '../identity/sessionCookie.js';
import { type ErasureDeps, eraseAccount } from './eraseAccount.js';

export interface ErasureRoutesDeps extends ErasureDeps {
  contextOf(ctx: Context): CommandContext;
}

/**
 * `DELETE /api/user` with `{ password }`: the signed-in person erases
 * themselves. Their session ends with it, so a retry with the same token
 * is 401 (no session), and one with a session that somehow survived is 404.
 */
export function erasureRoutes({ contextOf, ...deps }: ErasureRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.delete(
    '/user',
    // The app parses JSON for POST, PUT and PATCH only.
    bodyParser({ enableTypes: ['json'], jsonLimit: '8kb', parsedMethods: ['DELETE'], encoding: 'utf-8' }),
    async (ctx) => {
      const session = requireSession(ctx, 'erase your account');
      const { password } = parseInput(EraseAccountBodySchema, ctx.request.body ?? {});
      const answer = await eraseAccount(
        deps,
        { userId: session.userId, sessionId: session.sessionId, password },
        contextOf(ctx),
      );
      clearSessionCookie(ctx);
      ctx.set('X-Log-Position', String(answer.position));
      ctx.body = answer;
    },
  );
  return router;
}
