import {
  AuthTokenDtoSchema,
  type CurrentUserDto,
  type LoginBody,
  type LogoutAnswer,
  LogoutAnswerSchema,
  type SignupBody,
  UpdateProfileAnswerSchema,
  type UpdateProfileBody,
} from '@mohalla/contracts';
import { apiRequest, type Parser } from '../../../lib/api';
import { clearLogoutPending } from '../logoutPending';

/*
 * The auth calls. Login and signup also answer a bearer `token` for API
 * clients; the browser ignores it on purpose (never stored anywhere) and relies
 * on the httpOnly session cookie the same answer sets.
 */

/** The whole answer is checked against its contract; only the user is kept. */
const userOf = <T extends { user: CurrentUserDto }>(schema: Parser<T>): Parser<CurrentUserDto> => ({
  parse: (input) => schema.parse(input).user,
});

// Signing in again supersedes a sign-out this device could not finish (see logoutPending).
const signedInAgain = (user: CurrentUserDto) => {
  clearLogoutPending();
  return user;
};

export function login(body: LoginBody): Promise<CurrentUserDto> {
  return apiRequest('/api/auth/login', userOf(AuthTokenDtoSchema), { method: 'POST', body }).then(
    signedInAgain,
  );
}

export function signup(body: SignupBody): Promise<CurrentUserDto> {
  return apiRequest('/api/auth/signup', userOf(AuthTokenDtoSchema), { method: 'POST', body }).then(
    signedInAgain,
  );
}

export function logout(): Promise<LogoutAnswer> {
  return apiRequest('/api/auth/logout', LogoutAnswerSchema, { method: 'POST' });
}

export function updateProfile(body: UpdateProfileBody): Promise<CurrentUserDto> {
  return apiRequest('/api/user/profile', userOf(UpdateProfileAnswerSchema), { method: 'PUT', body });
}
