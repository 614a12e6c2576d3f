import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/layout/FullScreenLoader';
import { areaQuery } from '../features/places/api/placesQueries';
import { postSearchQuery } from '../features/search/api/searchQueries';
import { readSearchState } from '../features/search/searchUrl';
import { RootLayout } from './RootLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * What the area page reads on its first screen, asked for at once rather than
 * one after another as its parts render (the area, then its posts, topics and
 * numbers): on a phone's 4G each wait is a round trip of half a second. The
 * query definitions come in the chunks the page loads anyway.
 */
function prefetchAreaPage(queryClient: QueryClient, areaId: string, params: URLSearchParams): void {
  void queryClient.prefetchQuery(areaQuery(areaId));
  void import('../features/community/api/communityQueries').then(({ areaStatsQuery, topicsQuery }) => {
    void queryClient.prefetchQuery(areaStatsQuery(areaId));
    void queryClient.prefetchQuery(topicsQuery());
  });
  if (params.get('tab') === 'chat') return;
  void import('../features/posts/api/postsQueries').then(({ postsQuery }) =>
    queryClient.prefetchInfiniteQuery(postsQuery(areaId, params.get('topic'))),
  );
}

/**
 * Every screen is its own chunk. Loaders only start fetches (they never await
 * or throw), so the screen's code and its data load in parallel while the
 * screen itself still owns its loading and error states.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

/** The route tree, shared by the browser's router and the build's prerendering (web/build/renderLanding.tsx). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: FullScreenLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          index: true,
          lazy: () => import('./routes/LandingRoute').then((m) => ({ Component: m.LandingRoute })),
        },
        {
          path: 'area/:areaId',
          loader: ({ params, request }) => {
            if (params.areaId)
              prefetchAreaPage(queryClient, params.areaId, new URL(request.url).searchParams);
            return null;
          },
          lazy: () => import('./routes/AreaRoute').then((m) => ({ Component: m.AreaRoute })),
        },
        {
          path: 'search',
          loader: ({ request }) => {
            const search = readSearchState(new URL(request.url).searchParams);
            if (search.q !== '') void queryClient.prefetchInfiniteQuery(postSearchQuery(search));
            return null;
          },
          lazy: () => import('./routes/SearchRoute').then((m) => ({ Component: m.SearchRoute })),
        },
        {
          path: 'moderation',
          lazy: () => import('./routes/ModerationRoute').then((m) => ({ Component: m.ModerationRoute })),
        },
        {
          path: 'login',
          lazy: () =>
            import('../features/identity/components/LoginPage').then((m) => ({ Component: m.LoginPage })),
        },
        {
          path: 'signup',
          lazy: () =>
            import('../features/identity/components/SignupPage').then((m) => ({ Component: m.SignupPage })),
        },
        {
          path: 'logout',
          lazy: () =>
            import('../features/identity/components/LogoutPage').then((m) => ({ Component: m.LogoutPage })),
        },
        {
          path: 'terms',
          lazy: () =>
            import('../features/legal/components/TermsPage').then((m) => ({ Component: m.TermsPage })),
        },
        {
          path: 'privacy',
          lazy: () =>
            import('../features/legal/components/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
        },
        {
          path: 'guidelines',
          lazy: () =>
            import('../features/legal/components/GuidelinesPage').then((m) => ({
              Component: m.GuidelinesPage,
            })),
        },
        // Lazy like every screen: it carries the app header, which the landing page does not load.
        {
          path: '*',
          lazy: () => import('./routes/NotFoundRoute').then((m) => ({ Component: m.NotFoundRoute })),
        },
      ],
    },
  ];
}
