import type { ToastApi } from '../../components/ui/toast/toastContext';
import { ApiError } from '../../lib/api';

/**
 * A write the server refused for want of a session (401): tells the person
 * to log in to do `what` ('reply to posts'), and answers true; any other
 * error is left to the caller.
 */
export function toastIfSignInNeeded(error: Error, toast: ToastApi['toast'], what: string): boolean {
  if (!(error instanceof ApiError && error.status === 401)) return false;
  toast({ title: 'Authentication required', description: `Please login to ${what}`, tone: 'danger' });
  return true;
}
