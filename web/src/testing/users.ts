import type { CurrentUserDto } from '@mohalla/contracts';

/** A signed-in account as GET /api/auth/user (and /api/auth/session's `user`) answers it: Asha, a plain user, unless overridden. */
export function aUser(overrides: Partial<CurrentUserDto> = {}): CurrentUserDto {
  return {
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
    ...overrides,
  };
}
