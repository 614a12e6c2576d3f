/** The spec's moderation constants (section 9), in one place for the browser and the server. */

/** The keyword filter reports spam only when MORE THAN this many spam entries match. */
export const SPAM_KEYWORD_THRESHOLD = 2;
/** 'excessive profanity' needs MORE THAN this many profane words. */
export const PROFANITY_THRESHOLD = 3;
/** 'excessive capitalization' needs MORE THAN this share of capitals ... */
export const CAPS_RATIO = 0.7;
/** ... in a text of MORE THAN this many characters. */
export const CAPS_MIN_LENGTH = 20;

/** Confidence added per matching pattern concept. */
export const PATTERN_POINTS = 20;
export const PROFANITY_POINTS = 15;
export const CAPS_POINTS = 10;
export const SUSPICIOUS_FILENAME_POINTS = 30;
export const UNSUPPORTED_FILE_POINTS = 15;
export const CONFIDENCE_CAP = 100;

/** Media extensions the analysis accepts (compared lower-case). */
export const ALLOWED_MEDIA_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'mp4', 'mov', 'avi'] as const;
/** A media file whose name contains one of these (any case) is suspicious. */
export const SUSPICIOUS_FILENAME_WORDS = ['adult', 'porn', 'sex'] as const;
