import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/toast/ToastProvider';
import { createQueryClient } from '../lib/queryClient';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  /** Given when the page hydrates prerendered HTML (main.tsx) or is prerendered (web/build). */
  queryClient?: QueryClient;
  router?: AppRouter;
}

export function App(props: AppProps) {
  // Created once per app instance (not at module load) so tests can mount fresh apps.
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
