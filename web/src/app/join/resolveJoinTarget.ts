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
import { nearestArea } from './nearestArea';

/** What Mohalla offers instead of a place it does not have (issue 21 point 6). */
export interface Substitution {
  /** The neighbourhood asked for, or null when only a city was known. */
  asked: string | null;
  /** The city it was asked in, as the person or the device named it. */
  city: string;
  /** The nearest area Mohalla has (or the closest name). */
  suggested: { _id: string; name: string };
  /** What 'Create …' sends; null when the name cannot be created (generic, or no neighbourhood). */
  create: AutoCreateAreaBody | null;
}

export type JoinTarget =
  | { kind: 'area'; areaId: string }
  | { kind: 'autoCreate'; body: AutoCreateAreaBody }
  | ({ kind: 'substitute' } & Substitution)
  | { kind: 'none' };

/**
 * Where 'Join Community Chat' leads for a location:
 * 1. the area the server recognised (areaId), or the neighbourhood's exact
 *    name (case and spacing aside) among its city's areas;
 * 2. a real place Mohalla does not have and nothing close by name: auto-create
 *    it (the neighbourhood, or the town itself when the city is new), unless
 *    its name is generic. Guests are only sent here when their city has
 *    nothing else, since creating needs an account (the flow asks them in);
 * 3. otherwise never a silent stand-in: a 'substitute' naming what was asked
 *    and the nearest area (by distance when coordinates are known, else the
 *    closest name: 'Andheri West' → 'Andheri East'), with what 'Create' sends;
 * 4. nothing at all: 'none' (the chooser).
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

  const asked = location.area?.trim() || null;
  const closeByName = asked ? matchAreaByName(asked, cityAreas) : undefined;
  if (asked && closeByName && normalizePlaceName(closeByName.name) === normalizePlaceName(asked)) {
    return { kind: 'area', areaId: closeByName._id };
  }

  const newAreaName = asked ?? (city ? null : location.city);
  const create =
    newAreaName !== null && !isGenericAreaName(newAreaName)
      ? autoCreateBody(location, newAreaName, city?.name)
      : null;
  if (create && !closeByName && (signedIn || cityAreas.length === 0))
    return { kind: 'autoCreate', body: create };

  const candidates = cityAreas.length > 0 ? cityAreas : await queryClient.fetchQuery(allAreasQuery());
  const suggested = nearestArea(location, candidates, closeByName);
  if (!suggested) return { kind: 'none' };
  return {
    kind: 'substitute',
    asked,
    city: city?.name ?? location.city,
    suggested: { _id: suggested._id, name: suggested.name },
    create,
  };
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
