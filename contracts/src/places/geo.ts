import { z } from 'zod';

/** GET /api/geo/reverse?lat=&lon= */
export const ReverseGeocodeQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'must be a latitude' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  lon: z.coerce
    .number({ error: 'must be a longitude' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
});

/**
 * What a coordinate is: the city, state and country, and the neighbourhood
 * (`area`, a name) when one is known near. `areaId`/`cityId` are set when
 * they are places Mohalla already has. `source` says which data answered;
 * fields are null where nothing near was known.
 */
export const ReverseGeocodeDtoSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  area: z.string().nullable(),
  areaId: z.uuid().nullable(),
  cityId: z.uuid().nullable(),
  source: z.enum(['areas', 'gazetteer', 'online', 'state-table', 'none']),
});
export type ReverseGeocodeDto = z.infer<typeof ReverseGeocodeDtoSchema>;

/** Great-circle distance in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
