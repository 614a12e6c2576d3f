import type { QueryClient } from '@tanstack/react-query';
import { identityKeys } from '../api/identityKeys';

/**
 * Drops every cached answer of the session that ended (sign-out, erasure).
 * The current user becomes an explicit guest rather than being removed:
 * removing it would put the app back into its first 'Loading...' check.
 */
export function forgetSession(queryClient: QueryClient): void {
  const userKey = JSON.stringify(identityKeys.currentUser());
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== userKey });
  queryClient.setQueryData(identityKeys.currentUser(), null);
}
