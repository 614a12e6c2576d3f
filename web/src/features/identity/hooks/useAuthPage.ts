import { useSearchParams } from 'react-router';
import { safeReturnTo } from '../returnTo';
import { useAuthSuccess } from './useAuthSuccess';
import { useCurrentUser } from './useCurrentUser';

/**
 * What /login and /signup share: where to go afterwards (`?returnTo=`, same
 * origin only), the success step, and whether the visitor arrived already
 * signed in (the spec sends them home).
 */
export function useAuthPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const user = useCurrentUser();
  const { succeeded, complete } = useAuthSuccess(returnTo);
  return { returnTo, succeeded, complete, alreadySignedIn: user.status === 'signedIn' && !succeeded };
}
