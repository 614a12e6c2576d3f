import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '../src/app/App';
import { routerReady, seedGuest } from '../src/app/prerendered';
import { appRoutes } from '../src/app/router';
import { FullScreenLoader } from '../src/components/layout/FullScreenLoader';
import { createQueryClient } from '../src/lib/queryClient';

/**
 * The landing page as a guest's browser first renders it (web/src/main.tsx
 * hydrates this markup): the same App, routes and guest answer, in memory.
 */
export async function renderLanding(): Promise<string> {
  const queryClient = createQueryClient();
  seedGuest(queryClient);
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: ['/'] });
  await routerReady(router);
  const html = renderToString(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  router.dispose();
  queryClient.clear();
  return html;
}

/**
 * What every other screen first shows (the router's fallback while the
 * screen's code and the sign-in check load), for the HTML of deep links: a
 * phone paints it before any script has arrived, and the app replaces it.
 */
export function renderLoadingShell(): string {
  return renderToString(<FullScreenLoader />);
}
