import { AuthProvidersSchema, type CurrentUserDto, SessionDtoSchema } from '@mohalla/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api';
import { clearLogoutPending, isLogoutPending } from '../logoutPending';
import { logout } from './identityApi';
import { identityKeys } from './identityKeys';

const MAX_RETRIES = 2;
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;

/**
 * GET /api/auth/session: the signed-in user, or null for a guest. (The spec's
 * client called GET /api/auth/user and took its 401 to mean "guest"; the
 * browser logs every 401 as an error, so we ask the question a guest can
 * answer.) A 401 still means "guest", should one come. The
 * spec overrides the app-wide defaults here: 2 retries with capped exponential
 * backoff (none on a 500, which a retry will not fix), and a refetch on focus,
 * mount and reconnect so a session ended elsewhere is noticed.
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: identityKeys.currentUser(),
    queryFn: async ({ signal }): Promise<CurrentUserDto | null> => {
      // A sign-out left unfinished: finish it now, and show a guest whatever the answer.
      if (isLogoutPending()) {
        await logout().then(clearLogoutPending, () => {});
        return null;
      }
      try {
        return (await apiGet('/api/auth/session', SessionDtoSchema, signal)).user;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) throw error;
        if (error.status === 401) return null;
        throw new ApiError(`Failed to fetch user: ${error.status}`, error.status, error.code);
      }
    },
    retry: (failureCount, error) =>
      failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status === 500),
    retryDelay: (attempt) => Math.min(RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS),
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    refetchOnReconnect: true,
  });
}

/** GET /api/auth/providers: which social sign-ins this server has configured. */
export function providersQuery() {
  return queryOptions({
    queryKey: identityKeys.providers(),
    queryFn: ({ signal }) => apiGet('/api/auth/providers', AuthProvidersSchema, signal),
    // Configuration does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
