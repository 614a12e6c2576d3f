import {
  type AutoCreateAreaBody,
  DEFAULT_COUNTRY,
  isGenericAreaName,
  matchAreaByName,
  normalizePlaceName,
} from '@mohalla/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { DetectedLocation } from '../../features/location/types';
import { allAreasQuery, citiesQuery, cityAreasQuery } from '../../features/places/api/placesQueries';

export type JoinTarget =
  | { kind: 'area'; areaId: string }
  | { kind: 'autoCreate'; body: AutoCreateAreaBody }
  | { kind: 'none' };

/**
 * Where 'Join Community Chat' leads for a location, in the spec's order:
 * 1. the area the server recognised (areaId);
 * 2. the detected neighbourhood matched by name among its city's areas
 *    (exact, then containment either way, then a shared keyword);
 * 3. a real place Mohalla does not have yet: auto-create it (the neighbourhood,
 *    or the town itself when no neighbourhood is known and the city is new),
 *    unless its name is generic. Guests are only sent here when step 4 has
 *    nothing in their city, since creating needs an account;
 * 4. the first area of the detected city;
 * 5. the first area overall.
 */
export async function resolveJoinTarget(
  queryClient: QueryClient,
  location: DetectedLocation,
  signedIn: boolean,
): Promise<JoinTarget> {
  if (location.areaId) return { kind: 'area', areaId: location.areaId };

  const cities = await queryClient.fetchQuery(citiesQuery());
  const wantedCity = normalizePlaceName(location.city);
  const city =
    cities.find((c) => c._id === location.cityId) ??
    cities.find((c) => normalizePlaceName(c.name) === wantedCity);
  const cityAreas = city ? await queryClient.fetchQuery(cityAreasQuery(city._id)) : [];

  if (location.area) {
    const match = matchAreaByName(location.area, cityAreas);
    if (match) return { kind: 'area', areaId: match._id };
  }

  const newAreaName = location.area ?? (city ? null : location.city);
  const creatable = newAreaName !== null && !isGenericAreaName(newAreaName);
  if (creatable && (signedIn || cityAreas.length === 0)) {
    return { kind: 'autoCreate', body: autoCreateBody(location, newAreaName, city?.name) };
  }

  const firstOfCity = cityAreas[0];
  if (firstOfCity) return { kind: 'area', areaId: firstOfCity._id };
  const firstOverall = (await queryClient.fetchQuery(allAreasQuery()))[0];
  if (firstOverall) return { kind: 'area', areaId: firstOverall._id };
  return { kind: 'none' };
}

function autoCreateBody(
  location: DetectedLocation,
  areaName: string,
  knownCityName?: string,
): AutoCreateAreaBody {
  return {
    cityName: knownCityName ?? location.city,
    areaName,
    stateName: location.state?.trim() || location.city,
    countryName: location.country?.trim() || DEFAULT_COUNTRY,
    ...(location.latitude !== undefined && location.longitude !== undefined
      ? { latitude: location.latitude, longitude: location.longitude }
      : {}),
  };
}

/** One auto-create per place: the key two requests for the same place share. */
export function autoCreateKey(body: AutoCreateAreaBody): string {
  return `${normalizePlaceName(body.cityName)}|${normalizePlaceName(body.areaName)}`;
}
