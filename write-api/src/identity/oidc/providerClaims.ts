import { NAME_MAX, normalizeEmail, normalizeLineText } from '@mohalla/contracts';
import { z } from 'zod';
import type { ProviderIdentity } from '../providerSignIn.js';
import { ProviderFailure } from './providerFailure.js';

const Email = z.email().max(254);
const Picture = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * The identity the provider vouched for, from its userinfo answer (the
 * claims: sub, email, email_verified, given_name, family_name, picture).
 * Nothing the client sent is used. Names fall back to the email's local
 * part and are cut to the app's limit; a picture that is not an http(s)
 * URL is dropped.
 */
export function identityFromUserInfo(userInfo: Record<string, unknown>): ProviderIdentity {
  const subject = userInfo.sub;
  if (typeof subject !== 'string' || subject === '' || subject.length > 255) {
    throw new ProviderFailure('rejected', { reason: 'userinfo has no usable sub' });
  }
  const email = Email.safeParse(
    typeof userInfo.email === 'string' ? normalizeEmail(userInfo.email) : undefined,
  );
  if (!email.success) throw new ProviderFailure('rejected', { reason: 'userinfo has no usable email' });
  // Some providers send the flag as the string "true".
  const emailVerified = userInfo.email_verified === true || userInfo.email_verified === 'true';
  const localPart = email.data.split('@')[0] ?? email.data;
  const firstName = nameOf(userInfo.given_name) ?? nameOf(userInfo.name) ?? nameOf(localPart) ?? 'Neighbour';
  const lastName = nameOf(userInfo.family_name) ?? '';
  const picture = Picture.safeParse(userInfo.picture);
  return {
    provider: 'google',
    subject,
    email: email.data,
    emailVerified,
    firstName,
    lastName,
    picture: picture.success ? picture.data : null,
  };
}

function nameOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // The provider's names are text from outside, cleaned as the sign-up form's are.
  const name = normalizeLineText(value).trim().slice(0, NAME_MAX).trim();
  return name === '' ? undefined : name;
}
