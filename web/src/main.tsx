import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { PRERENDERED_GUEST, routerReady, seedGuest } from './app/prerendered';
import { createAppRouter } from './app/router';
import { currentUserQuery } from './features/identity/api/identityQueries';
import { createQueryClient } from './lib/queryClient';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

if (container.dataset.prerendered === PRERENDERED_GUEST) {
  // The landing page arrived painted (web/build/prerenderLanding.ts): take it over
  // as it is, once its screen's code is here, instead of painting it again.
  const queryClient = createQueryClient();
  seedGuest(queryClient);
  const router = createAppRouter(queryClient);
  void routerReady(router).then(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
} else {
  const queryClient = createQueryClient();
  // Every screen waits for the sign-in check (RootLayout): ask now, while the
  // screen's code loads, rather than once it has.
  void queryClient.prefetchQuery(currentUserQuery());
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
