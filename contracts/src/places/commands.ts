import { z } from 'zod';
import { LogPositionSchema, SuccessAnswerSchema } from '../shared/answers.js';
import { lineText } from '../shared/text.js';
import { GeoPointSchema } from './events.js';
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

/** A PUT body: any of the create body's fields, at least one (`required` says which, on `name`). */
const someOf = <S extends z.ZodRawShape>(create: z.ZodObject<S>, required: string) =>
  create.partial().refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: `${required} is required`,
    path: ['name'],
  });

/** PUT /api/cities/{id}. */
export const UpdateCityBodySchema = someOf(CreateCityBodySchema, 'name, state or country');
export type UpdateCityBody = z.infer<typeof UpdateCityBodySchema>;

/** POST /api/cities/{id}/areas. Coordinates are optional (the area's centre). */
export const CreateAreaBodySchema = z.strictObject({
  name: placeName,
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});
export type CreateAreaBody = z.infer<typeof CreateAreaBodySchema>;

/** PUT /api/areas/{id}. */
export const UpdateAreaBodySchema = someOf(CreateAreaBodySchema, 'name, latitude or longitude');
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

/*
 * What the admins' place writes answer: the stream's state after the command,
 * its `revision` (also the ETag, for `If-Match`) and the log `position`.
 */
const revision = z.number().int().nonnegative();

/**
 * `POST /api/cities` (201, or 200 when replayed) and `PUT /api/cities/{id}`.
 * `state` and `country` are absent only when a replayed create finds the
 * city deleted since.
 */
export const CityWrittenSchema = z.object({
  _id: z.uuid(),
  cityId: z.uuid(),
  name: z.string(),
  state: z.string().optional(),
  country: z.string().optional(),
  revision,
  position: LogPositionSchema,
});
export type CityWritten = z.infer<typeof CityWrittenSchema>;

/** `PUT /api/areas/{id}`. `location` is absent only when a replayed create finds the area deleted since. */
export const AreaWrittenSchema = z.object({
  _id: z.uuid(),
  areaId: z.uuid(),
  cityId: z.uuid(),
  name: z.string(),
  location: GeoPointSchema.nullable().optional(),
  revision,
  position: LogPositionSchema,
});
export type AreaWritten = z.infer<typeof AreaWrittenSchema>;

/** `POST /api/cities/{id}/areas` (201, or 200 when replayed): with the area's lobby chat channel. */
export const AreaCreatedAnswerSchema = AreaWrittenSchema.extend({ lobbyChannelId: z.uuid() });
export type AreaCreatedAnswer = z.infer<typeof AreaCreatedAnswerSchema>;

/** `DELETE /api/cities/{id}` and `DELETE /api/areas/{id}`. */
export const PlaceDeletedSchema = SuccessAnswerSchema.extend({
  _id: z.uuid(),
  revision,
  position: LogPositionSchema,
});
export type PlaceDeleted = z.infer<typeof PlaceDeletedSchema>;
