import { AreaDtoSchema, CityDtoSchema, PlaceSearchResponseSchema } from '@mohalla/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, type Parser, withMinPosition } from '../../../lib/api';
import { placesKeys } from './placesKeys';

const CityListSchema = CityDtoSchema.array();
const AreaListSchema = AreaDtoSchema.array();

/**
 * One read of the place lists or an area. `minPosition` (from a write's answer) makes the
 * read wait for that write; the cache key stays the same so every screen sees the fresh answer.
 */
function placeRead<K extends readonly unknown[], T>(
  queryKey: K,
  path: string,
  parser: Parser<T>,
  minPosition: number | undefined,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiGet(withMinPosition(path, minPosition), parser, signal),
  });
}

export const citiesQuery = (minPosition?: number) =>
  placeRead(placesKeys.cities(), '/api/cities', CityListSchema, minPosition);

export const cityAreasQuery = (cityId: string, minPosition?: number) =>
  placeRead(
    placesKeys.cityAreas(cityId),
    `/api/cities/${encodeURIComponent(cityId)}/areas`,
    AreaListSchema,
    minPosition,
  );

export const allAreasQuery = (minPosition?: number) =>
  placeRead(placesKeys.allAreas(), '/api/areas', AreaListSchema, minPosition);

export const areaQuery = (areaId: string, minPosition?: number) =>
  placeRead(placesKeys.area(areaId), `/api/areas/${encodeURIComponent(areaId)}`, AreaDtoSchema, minPosition);

/** The chooser's city-and-place search; runs only for a non-empty (trimmed) query. */
export function placeSearchQuery(query: string) {
  return queryOptions({
    queryKey: placesKeys.search(query),
    queryFn: ({ signal }) =>
      apiGet(`/api/places/search?${new URLSearchParams({ q: query })}`, PlaceSearchResponseSchema, signal),
    enabled: query !== '',
  });
}
