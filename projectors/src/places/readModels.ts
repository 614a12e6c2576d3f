import { type AreaDto, type CityDto, ReadModels } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';

export const CITIES = ReadModels.cities;
export const AREAS = ReadModels.areas;

export const citiesOf = (store: ReadStore) => store.collection<CityDto>(CITIES);
export const areasOf = (store: ReadStore) =>
  store.collection<AreaDto>(AREAS, { indexes: [['cityId'], ['name']] });
