import type { AreaDto, CityDto } from '@mohalla/contracts';

/** The spec's location search result. */
export interface PlaceResult {
  type: 'city' | 'area';
  id: string;
  name: string;
  subtitle: string;
  cityId?: string;
}

export const PLACE_SEARCH_LIMIT = 10;

/**
 * The spec's city-and-place search: case-insensitive substring on a city's
 * name, state and country and on an area's name; cities first, then by name;
 * at most 10. An empty query finds nothing.
 */
export function searchPlaces(
  query: string,
  cities: readonly CityDto[],
  areas: readonly AreaDto[],
): PlaceResult[] {
  const q = query.trim().toLocaleLowerCase('en-IN');
  if (q === '') return [];
  const has = (text: string) => text.toLocaleLowerCase('en-IN').includes(q);
  const cityResults: PlaceResult[] = cities
    .filter((c) => has(c.name) || has(c.state) || has(c.country))
    .map((c) => ({ type: 'city', id: c._id, name: c.name, subtitle: `${c.state}, ${c.country}` }));
  const areaResults: PlaceResult[] = areas
    .filter((a) => has(a.name))
    .map((a) => ({
      type: 'area',
      id: a._id,
      name: a.name,
      subtitle: `${a.city.name}, ${a.city.state}`,
      cityId: a.cityId,
    }));
  return [...cityResults, ...areaResults]
    .sort((a, b) => (a.type === b.type ? a.name.localeCompare(b.name, 'en-IN') : a.type === 'city' ? -1 : 1))
    .slice(0, PLACE_SEARCH_LIMIT);
}
