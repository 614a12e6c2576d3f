/**
 * Facts the legal pages state, in one place so the pages cannot drift apart.
 * The commitments come from the product spec (section 9).
 *
 * TODO(before launch): the contact addresses use the reserved `.example`
 * domain; replace them with the real mailboxes and the grievance officer's name.
 */
export const LEGAL_LAST_UPDATED = '25 November 2026';

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

/**
 * Every cookie the server sets, as the privacy page names it. The HTTP spec
 * test/http/privacyCookies.e2e.spec.ts signs up, in and out and starts a
 * Google sign-in, and checks that the cookies it is sent are exactly these
 * (koa signs every cookie with a `.sig` twin, listed too), so the page
 * cannot promise fewer cookies than the server sets.
 */
export const COOKIES = [
  {
    names: ['mohalla_session', 'mohalla_session.sig'],
    label: 'Session',
    purpose: 'keeps you signed in. It ends when you sign out, and 30 days after you signed in at the latest.',
  },
  {
    names: ['mohalla_device', 'mohalla_device.sig'],
    label: 'Known device',
    purpose:
      'remembers that this browser has signed in to your account before, so someone guessing your password cannot lock you out. It holds a random device number and a scrambled tag of your email, not the email itself, is sent only when you sign in, and lasts 180 days.',
  },
  {
    names: ['mohalla_oidc', 'mohalla_oidc.sig'],
    label: 'Google sign-in',
    purpose:
      'only while you sign in with Google, to check that the answer is for this sign-in. It lasts 10 minutes.',
  },
] as const;

/**
 * What the web client keeps in the browser's storage (localStorage and
 * sessionStorage), none of which names the person or signs them in.
 */
export const BROWSER_STORAGE = [
  'the last area you opened, so a search starts there',
  'that you accepted the Community Guidelines, until you close the tab',
  'if a sign-out could not reach us, a note to finish it next time',
] as const;

/** How long each kind of data is kept (the "How long we keep it" list). */
export const RETENTION = [
  [
    'Chat messages',
    `${COMMITMENTS.chatRetentionDays} days, and so is the text of a reported message that moderators see.`,
  ],
  ['Technical logs', `${COMMITMENTS.logRetentionDays} days.`],
  [
    'Account details and your sign-in history',
    'for as long as your account exists (never your password, only its hash).',
  ],
  [
    'Posts and replies',
    'until you ask us to delete them or close your account. What moderators remove is hidden from everyone else and kept for the moderation record.',
  ],
  [
    'Photos and videos',
    'until you delete them or ask us to. A photo shown in a post or reply stays while the post does; one shared in chat is not deleted when the message expires.',
  ],
  [
    'Reports and moderation decisions',
    `kept as the record of how the community is moderated; after ${COMMITMENTS.chatRetentionDays} days a report no longer quotes the chat message it is about.`,
  ],
] as const;
