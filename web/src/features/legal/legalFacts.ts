/**
 * Facts the legal pages state, in one place so the pages cannot drift apart.
 * The commitments come from the product spec (section 9).
 *
 * TODO(before launch): the contact addresses use the reserved `.example`
 * domain; replace them with the real mailboxes and the grievance officer's name.
 */
export const LEGAL_LAST_UPDATED = '21 November 2026';

export const CONTACTS = {
  support: 'support@mohalla.example',
  privacy: 'privacy@mohalla.example',
  grievance: 'grievance@mohalla.example',
} as const;

export const COMMITMENTS = {
  reportReviewHours: 24,
  grievanceResponseHours: 24,
  supportResponseHours: 48,
  privacyTeamResponseHours: 48,
  privacyRequestDays: 30,
  chatRetentionDays: 30,
  logRetentionDays: 90,
  liabilityMonths: 12,
  minimumAge: 13,
} as const;
