import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { toastIfSignInNeeded } from './signInNeeded';

describe('toastIfSignInNeeded', () => {
  it('asks a signed-out person to log in for what they tried, and says it handled the error', () => {
    const toast = vi.fn();
    expect(toastIfSignInNeeded(new ApiError('Unauthorized', 401), toast, 'reply to posts')).toBe(true);
    expect(toast).toHaveBeenCalledWith({
      title: 'Authentication required',
      description: 'Please login to reply to posts',
      tone: 'danger',
    });
  });

  it('leaves every other failure to the caller, showing nothing', () => {
    const toast = vi.fn();
    expect(toastIfSignInNeeded(new ApiError('Forbidden', 403), toast, 'reply to posts')).toBe(false);
    expect(toastIfSignInNeeded(new Error('offline'), toast, 'reply to posts')).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });
});
