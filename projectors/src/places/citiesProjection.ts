import type { CityDto, ProjectionName } from '@mohalla/contracts';
import { documentProjection } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';
import { CITIES, citiesOf } from './readModels.js';

const HANDLES = ['CityCreated', 'CityUpdated', 'CityDeleted', 'AreaCreated', 'AreaDeleted'] as const;
type CityEvent = ProjectedEvent & { type: (typeof HANDLES)[number] };
const isCityEvent = (event: ProjectedEvent): event is CityEvent =>
  (HANDLES as readonly string[]).includes(event.type);

/** A city as its events leave it, with how many live areas it has. Pure. */
export function evolveCity(city: CityDto | null, event: ProjectedEvent): CityDto | null {
  if (!isCityEvent(event)) return city;
  switch (event.type) {
    case 'CityCreated': {
      const { cityId, name, state, country } = event.data;
      return { _id: cityId, name, state, country, areaCount: 0, revision: event.revision };
    }
    case 'CityUpdated': {
      if (!city) return null;
      const { name, state, country } = event.data;
      return { ...city, name, state, country, revision: event.revision };
    }
    case 'CityDeleted':
      return null;
    case 'AreaCreated':
    case 'AreaDeleted': {
      if (!city) return null;
      const areaCount = Math.max(0, city.areaCount + (event.type === 'AreaCreated' ? 1 : -1));
      return { ...city, areaCount };
    }
  }
}

/** Cities with how many live areas each has. */
export const citiesProjection = documentProjection<CityDto>({
  name: 'cities' satisfies ProjectionName,
  categories: ['city', 'area'],
  handles: HANDLES,
  collections: [CITIES],
  open: (store) => void citiesOf(store),
  canHandle: isCityEvent,
  documentId: (event) => (event as CityEvent).data.cityId,
  evolve: evolveCity,
});
