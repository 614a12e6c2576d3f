import type { ProjectionName } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';
import { AREAS, areasOf } from './readModels.js';

/** The city facts an area embeds, kept by this projection itself so it can be rebuilt on its own. */
interface CityFacts {
  _id: string;
  name: string;
  state: string;
  country: string;
}
const AREA_CITIES = 'areas_cities';
const cityFactsOf = (store: ReadStore) => store.collection<CityFacts>(AREA_CITIES);

/** Areas with their city's name and state embedded, and their lobby channel. */
export const areasProjection: Projection = {
  name: 'areas' satisfies ProjectionName,
  categories: ['city', 'area'],
  handles: ['CityCreated', 'CityUpdated', 'CityDeleted', 'AreaCreated', 'AreaUpdated', 'AreaDeleted'],
  collections: [AREAS, AREA_CITIES],
  open(store) {
    areasOf(store);
    cityFactsOf(store);
  },
  async apply(event, { store }) {
    const areas = areasOf(store);
    const cityFacts = cityFactsOf(store);
    switch (event.type) {
      case 'CityCreated':
      case 'CityUpdated': {
        const { cityId, name, state, country } = event.data;
        const city = { _id: cityId, name, state, country };
        await cityFacts.put(city, event.position);
        if (event.type === 'CityUpdated') await areas.patchWhere({ cityId }, { city }, event.position);
        return;
      }
      case 'CityDeleted':
        await cityFacts.remove(event.data.cityId, event.position);
        await areas.removeWhere({ cityId: event.data.cityId }, event.position);
        return;
      case 'AreaCreated': {
        const { areaId, cityId, name, lobbyChannelId, location } = event.data;
        const city = await cityFacts.get(cityId);
        if (!city) return; // its city is gone: the area is not shown
        const channels = [{ _id: lobbyChannelId, type: 'lobby' as const }];
        const createdAt = event.metadata.at;
        await areas.put(
          { _id: areaId, name, cityId, city, location, channels, createdAt, revision: event.revision },
          event.position,
        );
        return;
      }
      case 'AreaUpdated': {
        const { areaId, name, location } = event.data;
        await areas.patch(areaId, { name, location, revision: event.revision }, event.position);
        return;
      }
      case 'AreaDeleted':
        await areas.remove(event.data.areaId, event.position);
        return;
      default:
        return;
    }
  },
};
