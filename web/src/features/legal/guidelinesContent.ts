/** The Community Guidelines: shared by the /guidelines page and the dialog shown before publishing. */

/** The spec's eight community rules, in its order. */
export const COMMUNITY_RULES = [
  'Keep it family-friendly: write as if your neighbours of every age are reading, because they are.',
  'No adult content: no sexual or explicit text, images or links.',
  'No illegal activity: do not buy, sell, promote or plan anything against the law.',
  'No harassment: no threats, bullying, hate speech, doxxing or attempts to unmask anyone.',
  'No spam: no repeated posts, chain messages or advertising dressed up as a question.',
  'Be respectful: disagree with ideas, not people. Assume good faith.',
  'Focus on local topics: keep posts relevant to your area and the people who live there.',
  'Report violations: use the report button instead of replying in anger.',
];

export const NOT_ALLOWED = [
  ['Adult Content', 'Sexual or explicit material of any kind, including in images, videos and file names.'],
  ['Illegal Activities', 'Drugs, weapons, fraud, gambling rackets, or helping anyone break the law.'],
  ['Harassment', "Threats, abuse, slurs, hate against any group, or sharing someone's personal details."],
  ['Spam', 'Promotions, referral codes, repeated posts and links that have nothing to do with the area.'],
] as const;

export const ENCOURAGED = [
  ['Local Events', 'Festivals, society meetings, clean-up drives, sports matches and pop-up markets.'],
  ['Safety Alerts', 'Water-logging, power cuts, road closures, scams doing the rounds, lost and found.'],
  ['Recommendations', 'Doctors, tutors, tailors, plumbers and the best vada pav on the street.'],
  ['Community Help', 'Blood donation requests, borrowing a ladder, helping an elderly neighbour.'],
] as const;
