import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { currentUserQuery } from '../features/identity/api/identityQueries';

/**
 * The build prerenders the landing page as a guest sees it (web/build), and
 * the server sends that HTML only to a browser that holds no session cookie,
 * so the page it hydrates is a guest's: the sign-in check has its answer
 * before it is asked.
 */
export const PRERENDERED_GUEST = 'guest';

export function seedGuest(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQuery().queryKey, null);
}

/** Resolves once the router has loaded the first screen's lazy code, so the first render is that screen. */
export function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
