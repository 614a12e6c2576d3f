import {
  AuthTokenDtoSchema,
  type CurrentUserDto,
  CurrentUserDtoSchema,
  type LoginBody,
  type SignupBody,
  type UpdateProfileBody,
} from '@mohalla/contracts';
import { apiRequest, type Parser } from '../../../lib/api';

/*
 * The auth calls. Login and signup also answer a bearer `token` for API
 * clients; the browser ignores it on purpose (never stored anywhere) and relies
 * on the httpOnly session cookie the same answer sets.
 */

const UserFromAuthAnswer: Parser<CurrentUserDto> = {
  parse: (input) => AuthTokenDtoSchema.parse(input).user,
};

const UserFromProfileAnswer: Parser<CurrentUserDto> = {
  parse: (input) => CurrentUserDtoSchema.parse((input as { user?: unknown } | null)?.user),
};

const Ignored: Parser<void> = { parse: () => undefined };

export function login(body: LoginBody): Promise<CurrentUserDto> {
  return apiRequest('/api/auth/login', UserFromAuthAnswer, { method: 'POST', body });
}

export function signup(body: SignupBody): Promise<CurrentUserDto> {
  return apiRequest('/api/auth/signup', UserFromAuthAnswer, { method: 'POST', body });
}

export function logout(): Promise<void> {
  return apiRequest('/api/auth/logout', Ignored, { method: 'POST' });
}

export function updateProfile(body: UpdateProfileBody): Promise<CurrentUserDto> {
  return apiRequest('/api/user/profile', UserFromProfileAnswer, { method: 'PUT', body });
}
