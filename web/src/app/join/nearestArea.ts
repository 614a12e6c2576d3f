import type { AreaDto } from '@mohalla/contracts';

interface Point {
  latitude: number;
  longitude: number;
}

// Great-circle distance in kilometres (haversine): enough to rank neighbourhoods, no library needed.
function distanceKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

/**
 * The area to offer instead of one Mohalla does not have: the geographically
 * nearest when the person's coordinates and the areas' are known, else the
 * best name match, else the first listed. Undefined for an empty list.
 */
export function nearestArea(
  from: Partial<Point>,
  areas: readonly AreaDto[],
  bestNameMatch: AreaDto | undefined,
): AreaDto | undefined {
  const { latitude, longitude } = from;
  if (latitude !== undefined && longitude !== undefined) {
    let nearest: { area: AreaDto; km: number } | undefined;
    for (const area of areas) {
      if (!area.location) continue;
      const km = distanceKm({ latitude, longitude }, area.location);
      if (!nearest || km < nearest.km) nearest = { area, km };
    }
    if (nearest) return nearest.area;
  }
  return bestNameMatch ?? areas[0];
}
