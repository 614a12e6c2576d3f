import { z } from 'zod';
import { LogPositionSchema, SuccessAnswerSchema } from '../shared/answers.js';
import { bodyText, lineText } from '../shared/text.js';
import { AuthTokenDtoSchema, CurrentUserDtoSchema } from './dtos.js';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, PROFILE_LIMITS } from './rules.js';

const email = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be an email address' }));
const name = (label: string) =>
  lineText({ error: 'First name and last name are required' })
    .min(1, 'First name and last name are required')
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

/** POST /api/auth/signup. The spec's texts are the messages. */
export const SignupBodySchema = z.strictObject({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  mobile: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'must be a phone number (digits, optionally starting with +)'),
  password: z
    .string({ error: 'is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
});
export type SignupBody = z.infer<typeof SignupBodySchema>;

/** POST /api/auth/login: both fields are required, nothing more is checked here (no hints to guessers). */
export const LoginBodySchema = z.strictObject({
  email: z.string({ error: 'is required' }).trim().toLowerCase().min(1, 'is required').max(254),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * POST /api/auth/google-signup, for token-based clients. The server never
 * trusts `userInfo`: it asks the provider's userinfo endpoint with the token.
 */
export const GoogleSignupBodySchema = z.object({
  googleToken: z.string({ error: 'is required' }).min(1, 'is required').max(4096),
  userInfo: z
    .object({
      email: z.string().optional(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      picture: z.string().optional(),
      googleId: z.string().optional(),
    })
    .optional(),
});
export type GoogleSignupBody = z.infer<typeof GoogleSignupBodySchema>;

const optionalLine = (max: number) => lineText().max(max, `must be at most ${max} characters`).optional();

/** PUT /api/user/profile. `alias` is the user's private handle, never shown publicly (area aliases are). */
export const UpdateProfileBodySchema = z.strictObject({
  userName: optionalLine(PROFILE_LIMITS.userName),
  alias: optionalLine(PROFILE_LIMITS.alias),
  // A textarea: its lines are kept.
  bio: bodyText().max(PROFILE_LIMITS.bio, `must be at most ${PROFILE_LIMITS.bio} characters`).optional(),
  location: optionalLine(PROFILE_LIMITS.location),
  website: z
    .union([
      z.literal(''),
      lineText()
        .max(PROFILE_LIMITS.website, `must be at most ${PROFILE_LIMITS.website} characters`)
        .pipe(
          z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }),
        ),
    ])
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** What `PUT /api/user/profile` answers: the user as `GET /api/auth/user` shows them now. */
export const UpdateProfileAnswerSchema = SuccessAnswerSchema.extend({
  user: CurrentUserDtoSchema,
  position: LogPositionSchema,
});
export type UpdateProfileAnswer = z.infer<typeof UpdateProfileAnswerSchema>;

/** What `POST /api/auth/google-signup` answers: as login does, with the spec's message. */
export const GoogleSignupAnswerSchema = AuthTokenDtoSchema.extend({ message: z.string() });
export type GoogleSignupAnswer = z.infer<typeof GoogleSignupAnswerSchema>;

/** What `POST /api/auth/logout` answers, signed in or not. */
export const LogoutAnswerSchema = SuccessAnswerSchema;
export type LogoutAnswer = z.infer<typeof LogoutAnswerSchema>;

/** `GET /api/auth/providers`: which social sign-ins this server has configured. */
export const AuthProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
