import { z } from 'zod';
import { ROLES } from './rules.js';

/**
 * GET /api/auth/user: the signed-in user's own data (only ever sent to that
 * user). `userName` and `userEmail` are the spec client's names for the
 * display name and the email.
 */
export const CurrentUserDtoSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  userEmail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  alias: z.string(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  roles: z.array(z.enum(ROLES)),
});
export type CurrentUserDto = z.infer<typeof CurrentUserDtoSchema>;

/**
 * GET /api/auth/session: who is signed in, if anyone. A guest is an answer
 * (`user: null`), not an error, so the web client's check on every page load
 * logs nothing; GET /api/auth/user keeps the spec's 401 for API clients.
 */
export const SessionDtoSchema = z.object({ user: CurrentUserDtoSchema.nullable() });
export type SessionDto = z.infer<typeof SessionDtoSchema>;

/** Login and signup answer a bearer token for API clients; browsers use the cookie set alongside. */
export const AuthTokenDtoSchema = z.object({
  token: z.string(),
  user: CurrentUserDtoSchema,
  position: z.number().int().nonnegative(),
});
export type AuthTokenDto = z.infer<typeof AuthTokenDtoSchema>;

/** GET /api/areas/{areaId}/alias: how the signed-in user appears in that area. */
export const AreaAliasDtoSchema = z.object({ areaId: z.uuid(), alias: z.string() });
export type AreaAliasDto = z.infer<typeof AreaAliasDtoSchema>;
