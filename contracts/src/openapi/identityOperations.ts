import {
  AuthProvidersSchema,
  GoogleSignupAnswerSchema,
  GoogleSignupBodySchema,
  LoginBodySchema,
  LogoutAnswerSchema,
  SignupBodySchema,
  UpdateProfileAnswerSchema,
  UpdateProfileBodySchema,
} from '../identity/commands.js';
import {
  AreaAliasDtoSchema,
  AuthTokenDtoSchema,
  CurrentUserDtoSchema,
  SessionDtoSchema,
} from '../identity/dtos.js';
import type { ApiOperation } from './operation.js';
import { write, written } from './writeShared.js';

const identity = { ...write, tag: 'identity' } as const;

/** Sign-up, sign-in (passwords and Google), the current user and their aliases (write-api/src/identity). */
export const identityOperations: readonly ApiOperation[] = [
  {
    ...identity,
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Sign up',
    access: 'public',
    body: SignupBodySchema,
    success: written(201, 'Signed up and signed in', AuthTokenDtoSchema),
    problems: [409, 429],
  },
  {
    ...identity,
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in',
    access: 'public',
    body: LoginBodySchema,
    success: written(200, 'Signed in', AuthTokenDtoSchema),
    problems: [401, 429],
  },
  {
    ...identity,
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Sign out (ends the session)',
    access: 'optional',
    success: written(200, 'Signed out', LogoutAnswerSchema),
  },
  {
    ...identity,
    method: 'get',
    path: '/api/auth/user',
    summary: 'The signed-in user',
    access: 'signed-in',
    success: written(200, 'The user', CurrentUserDtoSchema),
  },
  {
    ...identity,
    method: 'get',
    path: '/api/auth/session',
    summary: 'Who is signed in, if anyone (a guest is user: null, not a 401)',
    access: 'optional',
    success: written(200, 'The session', SessionDtoSchema),
  },
  {
    ...identity,
    method: 'get',
    path: '/api/auth/providers',
    summary: 'Which sign-in providers are on',
    access: 'public',
    success: written(200, 'Providers', AuthProvidersSchema),
  },
  {
    ...identity,
    method: 'put',
    path: '/api/user/profile',
    summary: 'Update my profile',
    access: 'signed-in',
    body: UpdateProfileBodySchema,
    success: written(200, 'Updated', UpdateProfileAnswerSchema),
    problems: [409],
  },
  {
    ...identity,
    method: 'get',
    path: '/api/auth/aliases/{areaId}',
    summary: 'My alias in an area',
    access: 'signed-in',
    success: written(200, 'The alias', AreaAliasDtoSchema),
    problems: [409],
  },
  {
    ...identity,
    method: 'get',
    path: '/api/auth/google/start',
    summary: 'Start signing in with Google',
    access: 'public',
    success: { status: 302, description: "To the provider's sign-in page" },
    // 404 where sign-in with Google is not set up.
    problems: [404, 503],
  },
  {
    ...identity,
    method: 'get',
    path: '/api/auth/google/callback',
    summary: "The provider's return (ends on a page, never an error)",
    access: 'public',
    success: { status: 302, description: 'To the page the sign-in started from, or the login page' },
    problems: [404],
  },
  {
    ...identity,
    method: 'post',
    path: '/api/auth/google-signup',
    summary: 'Sign in with a Google access token',
    access: 'public',
    body: GoogleSignupBodySchema,
    success: written(200, 'Signed in', GoogleSignupAnswerSchema),
    problems: [401, 404, 409, 429, 503],
  },
];
