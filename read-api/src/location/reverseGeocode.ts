import {
  type AreaDto,
  distanceKm,
  ReadModels,
  type ReverseGeocodeDto,
  stateForCoordinates,
} from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Gazetteer } from './gazetteer.js';
import type { OnlineGeocoder } from './onlineGeocoder.js';

/** Standing this close to an area's centre means being in it. */
const IN_AREA_KM = 2.5;
/** Areas this close say which city a point belongs to. */
const CITY_FROM_AREAS_KM = 10;
/** A GeoNames place this close names the neighbourhood. */
const LOCALITY_KM = 4;
const TOWN_KM = 25;

export interface ReverseGeocoder {
  readStore: ReadStore;
  gazetteer: () => Gazetteer;
  online?: OnlineGeocoder;
}

/**
 * Our own data first: the areas Mohalla has (seeded real neighbourhoods and
 * every area created with coordinates), then the GeoNames towns, then an
 * online service when one is configured, then the spec's state table.
 */
export async function reverseGeocode(
  deps: ReverseGeocoder,
  latitude: number,
  longitude: number,
): Promise<ReverseGeocodeDto> {
  const here = { latitude, longitude };
  const areas = await deps.readStore.collection<AreaDto>(ReadModels.areas).find({});
  const nearest = areas
    .filter((a) => a.location)
    .map((area) => ({ area, km: distanceKm(here, area.location!) }))
    .sort((a, b) => a.km - b.km)[0];
  const locality = deps.gazetteer().nearest(latitude, longitude, LOCALITY_KM);

  if (nearest && nearest.km <= IN_AREA_KM) {
    const { area } = nearest;
    return { ...cityOf(area), area: area.name, areaId: area._id, source: 'areas' };
  }
  if (nearest && nearest.km <= CITY_FROM_AREAS_KM) {
    const online = locality ? null : await deps.online?.(latitude, longitude);
    const areaName = locality?.name ?? online?.area ?? null;
    const named = areaName && areaName !== nearest.area.city.name ? areaName : null;
    return {
      ...cityOf(nearest.area),
      area: named,
      areaId: null,
      source: locality || !online ? 'areas' : 'online',
    };
  }
  const town = deps.gazetteer().nearest(latitude, longitude, TOWN_KM);
  if (town) {
    const state = town.state ?? stateForCoordinates(latitude, longitude) ?? null;
    const area = locality && locality.name !== town.name ? locality.name : null;
    return {
      city: town.name,
      state,
      country: 'India',
      area,
      areaId: null,
      cityId: null,
      source: 'gazetteer',
    };
  }
  const online = await deps.online?.(latitude, longitude);
  if (online?.city) return { ...online, areaId: null, cityId: null, source: 'online' };
  const state = stateForCoordinates(latitude, longitude) ?? null;
  if (state)
    return {
      city: null,
      state,
      country: 'India',
      area: null,
      areaId: null,
      cityId: null,
      source: 'state-table',
    };
  return { city: null, state: null, country: null, area: null, areaId: null, cityId: null, source: 'none' };
}

function cityOf(area: AreaDto) {
  return { city: area.city.name, state: area.city.state, country: area.city.country, cityId: area.cityId };
}
