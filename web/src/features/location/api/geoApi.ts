import { type ReverseGeocodeDto, ReverseGeocodeDtoSchema } from '@mohalla/contracts';
import { apiGet } from '../../../lib/api';

/**
 * GET /api/geo/reverse: our own server names the place. The browser never
 * sends a position to a third-party geocoder; the server does not store it.
 */
export function reverseGeocode(latitude: number, longitude: number): Promise<ReverseGeocodeDto> {
  const query = new URLSearchParams({ lat: String(latitude), lon: String(longitude) });
  return apiGet(`/api/geo/reverse?${query}`, ReverseGeocodeDtoSchema);
}
