import { z } from 'zod';
import { lineText } from '../shared/text.js';
import { PLACE_NAME_MAX } from './rules.js';

const placeName = lineText({ error: 'is required' })
  .min(1, 'must not be empty')
  .max(PLACE_NAME_MAX, `must be at most ${PLACE_NAME_MAX} characters`);
const optionalPlaceName = placeName.optional();
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** POST /api/cities. State defaults to the city's name, country to India. */
export const CreateCityBodySchema = z.strictObject({
  name: placeName,
  state: optionalPlaceName,
  country: optionalPlaceName,
});
export type CreateCityBody = z.infer<typeof CreateCityBodySchema>;

/** PUT /api/cities/{id}: any of the fields; at least one. */
export const UpdateCityBodySchema = z
  .strictObject({ name: optionalPlaceName, state: optionalPlaceName, country: optionalPlaceName })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'name, state or country is required',
    path: ['name'],
  });
export type UpdateCityBody = z.infer<typeof UpdateCityBodySchema>;

/** POST /api/cities/{id}/areas. Coordinates are optional (the area's centre). */
export const CreateAreaBodySchema = z.strictObject({
  name: placeName,
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});
export type CreateAreaBody = z.infer<typeof CreateAreaBodySchema>;

/** PUT /api/areas/{id}. */
export const UpdateAreaBodySchema = z
  .strictObject({
    name: optionalPlaceName,
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'name, latitude or longitude is required',
    path: ['name'],
  });
export type UpdateAreaBody = z.infer<typeof UpdateAreaBodySchema>;

/** POST /api/areas/auto-create: finds or creates the city, then the area. */
export const AutoCreateAreaBodySchema = z.strictObject({
  cityName: placeName,
  stateName: optionalPlaceName,
  areaName: placeName,
  countryName: optionalPlaceName,
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});
export type AutoCreateAreaBody = z.infer<typeof AutoCreateAreaBodySchema>;
