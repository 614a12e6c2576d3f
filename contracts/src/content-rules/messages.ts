import type { KeywordCategory, ViolationId } from './schemas.js';

/** The spec's finding messages, word for word (section 8, Posting). */
export const FINDING_MESSAGES: Readonly<Record<KeywordCategory, string>> = {
  adult:
    'This content appears to contain adult or inappropriate material. Please keep discussions family-friendly and community-appropriate.',
  illegal:
    'This content may contain references to illegal activities. Please ensure all discussions are legal and appropriate.',
  harassment:
    'This content may contain harassing or offensive language. Please be respectful to all community members.',
  spam: 'This content appears to be promotional or spam. Please focus on community discussions rather than advertising.',
};

/** The spec's human labels for the analysis violations (section 8, Posting). */
export const VIOLATION_LABELS: Readonly<Record<ViolationId, string>> = {
  violent_language: 'violent language',
  hate_speech: 'hate speech',
  sexual_references: 'sexual references',
  drug_references: 'drug references',
  spam_promotional: 'spam or promotional',
  personal_information: 'personal information',
  excessive_profanity: 'excessive profanity',
  excessive_capitalization: 'excessive capitalization',
  suspicious_filename: 'suspicious media filename',
  unsupported_file_type: 'unsupported file type',
};

/** One short, actionable suggestion per kind of violation. */
export const VIOLATION_SUGGESTIONS: Readonly<Record<ViolationId, string>> = {
  violent_language: 'Remove threats and violent language; describe the problem calmly instead.',
  hate_speech: 'Remove slurs and generalisations about any religion, caste, region or community.',
  sexual_references: 'Remove sexual content; Mohalla is a family-friendly space.',
  drug_references: 'Avoid references to drugs; to help someone, point to a de-addiction centre or helpline.',
  spam_promotional:
    'Cut the promotional language and links; share offers only where neighbours asked for them.',
  personal_information:
    'Remove phone numbers, e-mail addresses, ID numbers and house addresses; share contact details privately.',
  excessive_profanity: 'Tone down the swearing so neighbours can engage with your point.',
  excessive_capitalization: 'Use normal capitalisation; all capitals reads as shouting.',
  suspicious_filename: 'Rename or remove media whose file name suggests adult content.',
  unsupported_file_type: 'Attach images (jpg, jpeg, png, gif, webp) or videos (mp4, mov, avi) only.',
};

/** Warning-banner prefixes (section 4): critical, high, anything else. */
export const BANNER_BLOCKED = 'Content Blocked';
export const BANNER_WARNING = 'Content Warning';
export const BANNER_NOTICE = 'Content Notice';

/** The siren marker that prefixes a blocked message. */
export const SIREN = '🚨';
/** Toast title and description prefix when the analysis blocks (section 8). */
export const MODERATION_ALERT_TITLE = 'Content Moderation Alert';
export const CONTENT_FLAGGED_PREFIX = 'Content flagged:';
/** Toast for a post held for the guidelines dialog (section 8). */
export const REVIEW_REQUIRED_TITLE = 'Content Review Required';
export const REVIEW_REQUIRED_MESSAGE =
  'Your content has been flagged for review. Please ensure it follows community guidelines.';

/** Chat toasts (sections 5 and 8). */
export const CHAT_BLOCKED_TITLE = 'Message Blocked';
export const CHAT_WARNING_TITLE = 'Content Warning';
