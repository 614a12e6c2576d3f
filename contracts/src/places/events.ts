import { z } from 'zod';
import { eventSchema } from '../shared/envelope.js';

export const GeoPointSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type GeoPoint = z.infer<typeof GeoPointSchema>;

/** A city's whole record: its creation and every update carry all of it. */
const city = { cityId: z.uuid(), name: z.string(), state: z.string(), country: z.string() };
export const CityCreatedSchema = eventSchema('CityCreated', city);
export const CityUpdatedSchema = eventSchema('CityUpdated', city);
export const CityDeletedSchema = eventSchema('CityDeleted', { cityId: z.uuid() });

/** An area is born with its lobby channel, the one chat room every area has. */
export const AreaCreatedSchema = eventSchema('AreaCreated', {
  areaId: z.uuid(),
  cityId: z.uuid(),
  name: z.string(),
  lobbyChannelId: z.uuid(),
  location: GeoPointSchema.nullable(),
  origin: z.enum(['admin', 'auto', 'seed']),
});
export const AreaUpdatedSchema = eventSchema('AreaUpdated', {
  areaId: z.uuid(),
  name: z.string(),
  location: GeoPointSchema.nullable(),
});
export const AreaDeletedSchema = eventSchema('AreaDeleted', { areaId: z.uuid(), cityId: z.uuid() });

export const CityEventSchema = z.discriminatedUnion('type', [
  CityCreatedSchema,
  CityUpdatedSchema,
  CityDeletedSchema,
]);
export type CityEvent = z.infer<typeof CityEventSchema>;

export const AreaEventSchema = z.discriminatedUnion('type', [
  AreaCreatedSchema,
  AreaUpdatedSchema,
  AreaDeletedSchema,
]);
export type AreaEvent = z.infer<typeof AreaEventSchema>;
