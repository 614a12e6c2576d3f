import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { aUser } from '../../../testing/users';
import { logout, updateProfile } from './identityApi';

const user = aUser();

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
