import { AreaDtoSchema, CityDtoSchema } from '@mohalla/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { placesKeys } from './placesKeys';

const CityListSchema = CityDtoSchema.array();
const AreaListSchema = AreaDtoSchema.array();

export function citiesQuery() {
  return queryOptions({
    queryKey: placesKeys.cities(),
    queryFn: ({ signal }) => apiGet('/api/cities', CityListSchema, signal),
  });
}

export function cityAreasQuery(cityId: string) {
  return queryOptions({
    queryKey: placesKeys.cityAreas(cityId),
    queryFn: ({ signal }) =>
      apiGet(`/api/cities/${encodeURIComponent(cityId)}/areas`, AreaListSchema, signal),
  });
}

export function areaQuery(areaId: string) {
  return queryOptions({
    queryKey: placesKeys.area(areaId),
    queryFn: ({ signal }) => apiGet(`/api/areas/${encodeURIComponent(areaId)}`, AreaDtoSchema, signal),
  });
}
