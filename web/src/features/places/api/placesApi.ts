import {
  type AreaCreatedAnswer,
  AreaCreatedAnswerSchema,
  type AreaWritten,
  AreaWrittenSchema,
  type AutoCreateAreaBody,
  type AutoCreateAreaResult,
  AutoCreateAreaResultSchema,
  type CityWritten,
  CityWrittenSchema,
  type CreateAreaBody,
  type CreateCityBody,
  type PlaceDeleted,
  PlaceDeletedSchema,
  type UpdateAreaBody,
  type UpdateCityBody,
} from '@mohalla/contracts';
import { apiRequest } from '../../../lib/api';

/** What every place write answers that the client needs: the id and the log position. */
export type PlaceWrite = Pick<CityWritten | AreaWritten | PlaceDeleted, '_id' | 'position'>;

const id = (value: string) => encodeURIComponent(value);

/** POST /api/areas/auto-create: any signed-in resident; finds or creates city and area. */
export function autoCreateArea(body: AutoCreateAreaBody): Promise<AutoCreateAreaResult> {
  return apiRequest('/api/areas/auto-create', AutoCreateAreaResultSchema, { method: 'POST', body });
}

// Managing cities and areas is for admins (the server answers 403 to anyone else).

export function createCity(body: CreateCityBody): Promise<CityWritten> {
  return apiRequest('/api/cities', CityWrittenSchema, { method: 'POST', body });
}

export function updateCity(cityId: string, body: UpdateCityBody): Promise<CityWritten> {
  return apiRequest(`/api/cities/${id(cityId)}`, CityWrittenSchema, { method: 'PUT', body });
}

export function deleteCity(cityId: string): Promise<PlaceDeleted> {
  return apiRequest(`/api/cities/${id(cityId)}`, PlaceDeletedSchema, { method: 'DELETE' });
}

export function createArea(cityId: string, body: CreateAreaBody): Promise<AreaCreatedAnswer> {
  return apiRequest(`/api/cities/${id(cityId)}/areas`, AreaCreatedAnswerSchema, { method: 'POST', body });
}

export function updateArea(areaId: string, body: UpdateAreaBody): Promise<AreaWritten> {
  return apiRequest(`/api/areas/${id(areaId)}`, AreaWrittenSchema, { method: 'PUT', body });
}

export function deleteArea(areaId: string): Promise<PlaceDeleted> {
  return apiRequest(`/api/areas/${id(areaId)}`, PlaceDeletedSchema, { method: 'DELETE' });
}
