/**
 * Query keys for cities and areas. Hierarchical so that one invalidation of
 * `placesKeys.all` (e.g. after a city is managed) refreshes every place query.
 */
export const placesKeys = {
  all: ['places'] as const,
  cities: () => [...placesKeys.all, 'cities'] as const,
  cityAreas: (cityId: string) => [...placesKeys.cities(), cityId, 'areas'] as const,
  allAreas: () => [...placesKeys.all, 'areas'] as const,
  area: (areaId: string) => [...placesKeys.allAreas(), areaId] as const,
  search: (query: string) => [...placesKeys.all, 'search', query] as const,
};
