import { ApiError } from '../../lib/api';
import { reverseGeocode } from './api/geoApi';
import { getBrowserPosition, LocationError } from './geolocation';
import type { DetectedLocation } from './types';

/**
 * The spec's detection: the browser's position, then our reverse-geocoding
 * call. An answer without a city counts as a failure ('Location data incomplete').
 */
export async function detectLocation(): Promise<DetectedLocation> {
  const { latitude, longitude } = await getBrowserPosition();
  let place: Awaited<ReturnType<typeof reverseGeocode>>;
  try {
    place = await reverseGeocode(latitude, longitude);
  } catch (error) {
    const detail = error instanceof ApiError ? error.message : String(error);
    throw new LocationError('lookup', `Failed to fetch location data: ${detail}`);
  }
  if (!place.city) throw new LocationError('incomplete', 'Location data incomplete');
  return {
    city: place.city,
    state: place.state,
    country: place.country,
    area: place.area,
    areaId: place.areaId,
    cityId: place.cityId,
    latitude,
    longitude,
    source: 'device',
  };
}
