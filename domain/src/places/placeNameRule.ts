import {
  countProfanity,
  invalidField,
  matchingConcepts,
  PATTERN_CATEGORIES,
  scanKeywords,
} from '@mohalla/contracts';

/** Longest place name accepted (the longest seeded one is well under). */
export const PLACE_NAME_LONGEST = 60;
/**
 * Digits a name may hold in all: enough for 'Sector 17', 'Jayanagar 4th
 * Block' or 'DLF Phase 3', never a ten-digit phone number however spaced.
 */
const MOST_DIGITS = 8;
/** Letters in any script (with their combining marks: Devanagari, Tamil...), the joiners ZWNJ/ZWJ, digits, spaces, . ' ’ - ( ) & , */
const ALLOWED = /^(?:[\p{L}\p{M}\p{Nd} .'’\-()&,]|\u200C|\u200D)+$/u;
const STARTS_WELL = /^[\p{L}\p{Nd}]/u;
/** A web address: 'www.' or a dot right before a common top-level domain ('C.V. Raman Nagar' is fine). */
const WEB_ADDRESS =
  /(?:^|[\s.(])www\.|\.(?:com|in|net|org|co|info|biz|xyz|io|me|ly|link|site|online|app)(?![\p{L}\p{N}])/iu;

/**
 * Why a city, state, country or area name is unfit to show to everyone,
 * or null when it is fine. Names are shown in every area list and in place
 * search, so they pass a shape check (what a real place name looks like)
 * and the shared moderation rules, stricter than for posts: any offensive
 * word, keyword finding or pattern (phone numbers, emails, links, threats)
 * refuses, where a post would only be held for review.
 */
export function placeNameProblem(name: string): string | null {
  const length = [...name].length;
  if (length < 2 || length > PLACE_NAME_LONGEST) return `must be 2 to ${PLACE_NAME_LONGEST} characters`;
  if (!ALLOWED.test(name)) return "may hold only letters, digits, spaces and . ' - ( ) & ,";
  if (!STARTS_WELL.test(name)) return 'must start with a letter or a digit';
  if (/\s{2}/u.test(name)) return 'must not hold two spaces in a row';
  if (WEB_ADDRESS.test(name)) return 'must not be a web address';
  if ((name.match(/\p{L}/gu) ?? []).length < 2) return 'must hold at least two letters';
  if ((name.match(/\p{Nd}/gu) ?? []).length > MOST_DIGITS) return `may hold at most ${MOST_DIGITS} digits`;
  const offensive =
    countProfanity(name).count > 0 ||
    scanKeywords(name, '').length > 0 ||
    PATTERN_CATEGORIES.some((category) => matchingConcepts(category, name).length > 0);
  if (offensive) return 'must not hold offensive words, contact details or links';
  return null;
}

/** 400 naming `field` when the name is unfit; absent optional names pass. */
export function refuseUnfitPlaceName(field: string, name: string | undefined): void {
  if (name === undefined) return;
  const problem = placeNameProblem(name);
  if (problem) throw invalidField(field, problem);
}
