import { describe, expect, it } from 'vitest';
import { identityFromUserInfo } from './providerClaims.js';

describe('identityFromUserInfo', () => {
  it("cleans the provider's names as the sign-up form's are (no controls, bidi overrides or line breaks)", () => {
    const identity = identityFromUserInfo({
      sub: 'google-123',
      email: 'asha@example.in',
      given_name: '\u001B[31mAsha\u202E\u0000',
      family_name: 'Rao\r\nAdmin',
    });
    expect(identity.firstName).toBe('Asha');
    expect(identity.lastName).toBe('Rao Admin');
  });

  it('falls back to the email when the given name is nothing but invisible characters', () => {
    const identity = identityFromUserInfo({
      sub: 's',
      email: 'meera@example.in',
      given_name: '\u200B\u0007',
    });
    expect(identity.firstName).toBe('meera');
  });
});
