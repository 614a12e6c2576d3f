/** Identity limits shared by the browser's forms and the server's checks (the spec's numbers). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const NAME_MAX = 50;
export const PROFILE_LIMITS = { userName: 50, alias: 30, bio: 200, location: 100, website: 200 } as const;
export const MINIMUM_AGE = 13;

export const ROLES = ['resident', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Moderators and admins may see the moderation queue and audits, and act on them. */
export function canModerate(roles: readonly Role[]): boolean {
  return roles.includes('moderator') || roles.includes('admin');
}

/** Emails are compared trimmed and lower-cased: one account per mailbox. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The cookie the browser's session rides in (httpOnly, SameSite=Lax; never readable by page script). */
export const SESSION_COOKIE = 'mohalla_session';
