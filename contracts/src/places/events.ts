import { z } from 'zod';

export const GeoPointSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type GeoPoint = z.infer<typeof GeoPointSchema>;

export const CityCreatedSchema = z.object({
  type: z.literal('CityCreated'),
  data: z.object({ cityId: z.uuid(), name: z.string(), state: z.string(), country: z.string() }),
});
export const CityUpdatedSchema = z.object({
  type: z.literal('CityUpdated'),
  data: z.object({ cityId: z.uuid(), name: z.string(), state: z.string(), country: z.string() }),
});
export const CityDeletedSchema = z.object({
  type: z.literal('CityDeleted'),
  data: z.object({ cityId: z.uuid() }),
});

/** An area is born with its lobby channel, the one chat room every area has. */
export const AreaCreatedSchema = z.object({
  type: z.literal('AreaCreated'),
  data: z.object({
    areaId: z.uuid(),
    cityId: z.uuid(),
    name: z.string(),
    lobbyChannelId: z.uuid(),
    location: GeoPointSchema.nullable(),
    origin: z.enum(['admin', 'auto', 'seed']),
  }),
});
export const AreaUpdatedSchema = z.object({
  type: z.literal('AreaUpdated'),
  data: z.object({ areaId: z.uuid(), name: z.string(), location: GeoPointSchema.nullable() }),
});
export const AreaDeletedSchema = z.object({
  type: z.literal('AreaDeleted'),
  data: z.object({ areaId: z.uuid(), cityId: z.uuid() }),
});

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
