import { normalizePlaceName } from './rules.js';

// Words too common in Indian place names to identify an area on their own.
const COMMON_WORDS = new Set([
  'east',
  'west',
  'north',
  'south',
  'nagar',
  'road',
  'colony',
  'sector',
  'phase',
  'block',
  'layout',
  'extension',
  'new',
  'old',
]);

function keywords(name: string): string[] {
  return normalizePlaceName(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4 && !COMMON_WORDS.has(w));
}

/**
 * The area a detected neighbourhood name means, as the spec orders it: an
 * exact name (case and spacing aside), then one name containing the other,
 * (when the shorter has a distinctive word), then a shared distinctive word
 * ('Andheri (E)' → 'Andheri East').
 * Undefined when none matches.
 */
export function matchAreaByName<T extends { name: string }>(
  detected: string,
  areas: readonly T[],
): T | undefined {
  const wanted = normalizePlaceName(detected);
  if (wanted === '') return undefined;
  const named = areas.map((area) => ({ area, name: normalizePlaceName(area.name) }));
  const exact = named.find((a) => a.name === wanted);
  if (exact) return exact.area;
  // Containment only counts when the shorter name says something on its own: 'West' is in 'Bandra West' but means nothing.
  const containing = named.find(
    (a) =>
      (a.name.includes(wanted) && keywords(wanted).length > 0) ||
      (wanted.includes(a.name) && keywords(a.name).length > 0),
  );
  if (containing) return containing.area;
  const wantedWords = new Set(keywords(detected));
  return named.find((a) => keywords(a.area.name).some((w) => wantedWords.has(w)))?.area;
}
