import { z } from 'zod';
import { decisionFields } from '../moderation/eventFields.js';
import { PersonErasedSchema } from '../privacy/erasure.js';
import { eventSchema } from '../shared/envelope.js';
import { ROLES } from './rules.js';

/**
 * Users live in `user-<id>` streams. These events are private: no public
 * read model, search document or socket payload may carry their fields.
 */
export const UserRegisteredSchema = eventSchema('UserRegistered', {
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  /** scrypt, self-describing (`scrypt$N$r$p$salt$hash`); null for accounts that only sign in with a provider. */
  passwordHash: z.string().nullable(),
});
export const UserLinkedProviderSchema = eventSchema('UserLinkedProvider', {
  userId: z.uuid(),
  provider: z.literal('google'),
  subject: z.string(),
  picture: z.string().nullable(),
});
export const ProfileUpdatedSchema = eventSchema('ProfileUpdated', {
  userId: z.uuid(),
  userName: z.string(),
  alias: z.string(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
});
export const RoleGrantedSchema = eventSchema('RoleGranted', { userId: z.uuid(), role: z.enum(ROLES) });
export const RoleRevokedSchema = eventSchema('RoleRevoked', { userId: z.uuid(), role: z.enum(ROLES) });
/** The user's public face in one area: stable, unique there, different across areas. */
export const AreaAliasAssignedSchema = eventSchema('AreaAliasAssigned', {
  userId: z.uuid(),
  areaId: z.uuid(),
  alias: z.string(),
});

/**
 * Moderators' decisions about a person, in their user stream. A suspended
 * user may not post, reply or chat until `until` (null: until reinstated).
 */
export const UserWarnedSchema = eventSchema('UserWarned', { userId: z.uuid(), ...decisionFields });
export const UserSuspendedSchema = eventSchema('UserSuspended', {
  userId: z.uuid(),
  ...decisionFields,
  until: z.iso.datetime().nullable(),
});
export const UserReinstatedSchema = eventSchema('UserReinstated', { userId: z.uuid(), ...decisionFields });

/** Sessions live in `session-<id>` streams; the secret itself is never stored, only its hash. */
export const SessionStartedSchema = eventSchema('SessionStarted', {
  sessionId: z.uuid(),
  userId: z.uuid(),
  secretHash: z.string(),
  expiresAt: z.iso.datetime(),
  via: z.enum(['password', 'signup', 'google']),
});
export const SessionEndedSchema = eventSchema('SessionEnded', {
  sessionId: z.uuid(),
  reason: z.enum(['logout', 'revoked']),
});

export const UserEventSchema = z.discriminatedUnion('type', [
  UserRegisteredSchema,
  UserLinkedProviderSchema,
  ProfileUpdatedSchema,
  RoleGrantedSchema,
  RoleRevokedSchema,
  AreaAliasAssignedSchema,
  UserWarnedSchema,
  UserSuspendedSchema,
  UserReinstatedSchema,
  PersonErasedSchema,
]);
export type UserEvent = z.infer<typeof UserEventSchema>;

export const SessionEventSchema = z.discriminatedUnion('type', [SessionStartedSchema, SessionEndedSchema]);
export type SessionEvent = z.infer<typeof SessionEventSchema>;
