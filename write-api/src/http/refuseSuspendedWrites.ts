import { loadUser, refuseSuspendedState } from '@mohalla/domain';
import { type EventStore, eventStoreCommandStore } from '@mohalla/infra';
import type { Middleware } from 'koa';

/** Methods that only read; everything else is a write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes a suspended person may still make: signing up, in and out only
 * touch their own sessions, and nobody else reads them.
 */
const ALLOWED_WRITES = /^\/api\/auth\/(?:signup|login|logout|google-signup)$/;

/**
 * The one rule for suspensions on the write API: every write by a signed-in
 * person whose suspension is running is refused with 403 `USER.SUSPENDED`,
 * naming when it ends and why (`refuseSuspendedState`, word for word what
 * the chat answers). It runs before any route, so a route added later is
 * covered without remembering to ask; reads and the sign-in routes pass.
 */
export function refuseSuspendedWrites(eventStore: EventStore, clock: () => Date): Middleware {
  return async (ctx, next) => {
    const session = ctx.state.session;
    if (session && !READS.has(ctx.method) && !ALLOWED_WRITES.test(ctx.path)) {
      const { state } = await loadUser(eventStoreCommandStore(eventStore), session.userId);
      refuseSuspendedState(state, clock());
    }
    await next();
  };
}
