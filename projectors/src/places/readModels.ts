import { type AreaDto, type CityDto, ReadModels } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';

export const CITIES = ReadModels.cities;
export const AREAS = ReadModels.areas;

/** Cities by name (the chooser's list). */
export const citiesOf = (store: ReadStore) =>
  store.collection<CityDto>(CITIES, { indexes: [[['name', 'asc']]] });
/** A city's areas by name, and every area by city name then name (the chooser's lists). */
export const areasOf = (store: ReadStore) =>
  store.collection<AreaDto>(AREAS, {
    indexes: [
      ['cityId', ['name', 'asc']],
      [
        ['city.name', 'asc'],
        ['name', 'asc'],
      ],
    ],
  });
