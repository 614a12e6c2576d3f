import { createRequire } from 'node:module';

/**
 * The demo's cities and neighbourhoods, data in `indianPlaces.data.json`.
 *
 * Source: general geographic knowledge of Indian cities (Wikipedia and
 * gazetteer-style coordinates, cross-checked where possible against
 * Wikipedia infobox coordinates, e.g. Kankarbagh and Indrapuri in Patna,
 * Mani Majra in Chandigarh). Not a survey and not an OpenStreetMap export:
 * each point is an estimate of the neighbourhood's centre, meant to be within
 * about 1 km; neighbourhoods that could not be placed that well were left
 * out. Coordinates are WGS 84 decimal degrees with four decimals.
 *
 * City points are the conventional city centres; `state` is the official
 * state or union territory name, except Delhi, which is 'Delhi' to match the
 * spec's coordinate-to-state table.
 */
export interface SeedArea {
  name: string;
  latitude: number;
  longitude: number;
}

export interface SeedCity {
  name: string;
  state: string;
  country: 'India';
  latitude: number;
  longitude: number;
  areas: SeedArea[];
}

export const INDIAN_PLACES: readonly SeedCity[] = createRequire(import.meta.url)('./indianPlaces.data.json');
