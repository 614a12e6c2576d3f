import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/toast/ToastProvider';
import { LoginPromptProvider } from '../features/identity/components/LoginPromptProvider';

/**
 * Renders `ui` as the app would (query cache, toasts, the login prompt, a router at `path`),
 * with a fresh cache that never retries, so a failing call shows at once. Answers the router
 * and the query client so a test can read where a click led.
 */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <LoginPromptProvider>{ui}</LoginPromptProvider>,
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
