/** Rules for cities and areas shared by the browser and the server. */

export const DEFAULT_COUNTRY = 'India';

export const PLACE_NAME_MAX = 100;

/**
 * Auto-created areas may not be named after something generic: the name is
 * refused when it contains, or is contained in, one of these (case-insensitive).
 */
export const GENERIC_AREA_NAMES = [
  'business district',
  'downtown',
  'suburbs',
  'residential area',
  'central',
  'main',
] as const;

export function isGenericAreaName(name: string): boolean {
  const n = normalizePlaceName(name);
  if (n === '') return true;
  return GENERIC_AREA_NAMES.some((g) => n.includes(g) || g.includes(n));
}

/** The key two place names are compared by: trimmed, case-folded, inner spaces collapsed. */
export function normalizePlaceName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');
}
