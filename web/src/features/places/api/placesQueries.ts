import { AreaDtoSchema, CityDtoSchema, PlaceSearchResponseSchema } from '@mohalla/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, withMinPosition } from '../../../lib/api';
import { placesKeys } from './placesKeys';

const CityListSchema = CityDtoSchema.array();
const AreaListSchema = AreaDtoSchema.array();

// `minPosition` (from a write's answer) makes the read wait for that write;
// the cache key stays the same so every screen sees the fresh answer.

export function citiesQuery(minPosition?: number) {
  return queryOptions({
    queryKey: placesKeys.cities(),
    queryFn: ({ signal }) => apiGet(withMinPosition('/api/cities', minPosition), CityListSchema, signal),
  });
}

export function cityAreasQuery(cityId: string, minPosition?: number) {
  return queryOptions({
    queryKey: placesKeys.cityAreas(cityId),
    queryFn: ({ signal }) =>
      apiGet(
        withMinPosition(`/api/cities/${encodeURIComponent(cityId)}/areas`, minPosition),
        AreaListSchema,
        signal,
      ),
  });
}

export function allAreasQuery(minPosition?: number) {
  return queryOptions({
    queryKey: placesKeys.allAreas(),
    queryFn: ({ signal }) => apiGet(withMinPosition('/api/areas', minPosition), AreaListSchema, signal),
  });
}

export function areaQuery(areaId: string, minPosition?: number) {
  return queryOptions({
    queryKey: placesKeys.area(areaId),
    queryFn: ({ signal }) =>
      apiGet(withMinPosition(`/api/areas/${encodeURIComponent(areaId)}`, minPosition), AreaDtoSchema, signal),
  });
}

/** The chooser's city-and-place search; runs only for a non-empty (trimmed) query. */
export function placeSearchQuery(query: string) {
  return queryOptions({
    queryKey: placesKeys.search(query),
    queryFn: ({ signal }) =>
      apiGet(`/api/places/search?${new URLSearchParams({ q: query })}`, PlaceSearchResponseSchema, signal),
    enabled: query !== '',
  });
}
