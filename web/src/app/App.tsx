import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/toast/ToastProvider';
import { createQueryClient } from '../lib/queryClient';
import { createAppRouter } from './router';

export function App() {
  // Created once per app instance (not at module load) so tests can mount fresh apps.
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
