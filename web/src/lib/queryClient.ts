import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults from the spec: data is fresh for 5 minutes, failures are shown
 * rather than retried, and nothing refetches behind the user's back on focus
 * or reconnect. Queries that need otherwise (the current user, chat history)
 * override these in their own `queryOptions`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
