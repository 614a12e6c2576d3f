import {
  type AutoCreateAreaBody,
  type AutoCreateAreaResult,
  AutoCreateAreaResultSchema,
  type CreateAreaBody,
  type CreateCityBody,
  type UpdateAreaBody,
  type UpdateCityBody,
} from '@mohalla/contracts';
import { apiRequest, type Parser } from '../../../lib/api';

/** What every place write answers that the client needs: the id and the log position. */
export interface PlaceWrite {
  _id: string;
  position: number;
}

const PlaceWriteParser: Parser<PlaceWrite> = {
  parse: (input) => {
    const body = input as { _id?: unknown; position?: unknown } | null;
    if (typeof body?._id !== 'string' || typeof body.position !== 'number') {
      throw new Error('Unexpected answer to a place change');
    }
    return { _id: body._id, position: body.position };
  },
};

const id = (value: string) => encodeURIComponent(value);

/** POST /api/areas/auto-create: any signed-in resident; finds or creates city and area. */
export function autoCreateArea(body: AutoCreateAreaBody): Promise<AutoCreateAreaResult> {
  return apiRequest('/api/areas/auto-create', AutoCreateAreaResultSchema, { method: 'POST', body });
}

// Managing cities and areas is for admins (the server answers 403 to anyone else).

export function createCity(body: CreateCityBody): Promise<PlaceWrite> {
  return apiRequest('/api/cities', PlaceWriteParser, { method: 'POST', body });
}

export function updateCity(cityId: string, body: UpdateCityBody): Promise<PlaceWrite> {
  return apiRequest(`/api/cities/${id(cityId)}`, PlaceWriteParser, { method: 'PUT', body });
}

export function deleteCity(cityId: string): Promise<PlaceWrite> {
  return apiRequest(`/api/cities/${id(cityId)}`, PlaceWriteParser, { method: 'DELETE' });
}

export function createArea(cityId: string, body: CreateAreaBody): Promise<PlaceWrite> {
  return apiRequest(`/api/cities/${id(cityId)}/areas`, PlaceWriteParser, { method: 'POST', body });
}

export function updateArea(areaId: string, body: UpdateAreaBody): Promise<PlaceWrite> {
  return apiRequest(`/api/areas/${id(areaId)}`, PlaceWriteParser, { method: 'PUT', body });
}

export function deleteArea(areaId: string): Promise<PlaceWrite> {
  return apiRequest(`/api/areas/${id(areaId)}`, PlaceWriteParser, { method: 'DELETE' });
}
