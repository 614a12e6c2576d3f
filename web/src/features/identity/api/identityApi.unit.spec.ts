import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { logout, updateProfile } from './identityApi';

const user = {
  id: '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0021',
  email: 'asha@example.in',
  userEmail: 'asha@example.in',
  firstName: 'Asha',
  lastName: 'Rao',
  userName: 'Asha Rao',
  alias: '',
  bio: '',
  location: '',
  website: '',
  roles: [],
};

afterEach(() => vi.unstubAllGlobals());

/** The profile and sign-out answers are parsed whole with their contract schemas. */
describe('the identity write answers', () => {
  it('a profile update resolves to the user it answers', async () => {
    fakeApi({ 'PUT /api/user/profile': { body: { success: true, user, position: 3 } } });
    await expect(updateProfile({ bio: 'Hello' })).resolves.toEqual(user);
  });

  it('a profile answer without its log position is refused, though the user is there', async () => {
    fakeApi({ 'PUT /api/user/profile': { body: { success: true, user } } });
    await expect(updateProfile({ bio: 'Hello' })).rejects.toThrow(/position/);
  });

  it('signing out resolves to its answer, and refuses one that does not say it worked', async () => {
    fakeApi({ 'POST /api/auth/logout': { body: { success: true } } });
    await expect(logout()).resolves.toEqual({ success: true });
    fakeApi({ 'POST /api/auth/logout': { body: {} } });
    await expect(logout()).rejects.toThrow(/success/);
  });
});
