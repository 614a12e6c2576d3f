import type { ProjectionName } from '@mohalla/contracts';
import type { Projection } from '../projection.js';
import { CITIES, citiesOf } from './readModels.js';

/** Cities with how many live areas each has. */
export const citiesProjection: Projection = {
  name: 'cities' satisfies ProjectionName,
  categories: ['city', 'area'],
  handles: ['CityCreated', 'CityUpdated', 'CityDeleted', 'AreaCreated', 'AreaDeleted'],
  collections: [CITIES],
  open: (store) => void citiesOf(store),
  async apply(event, { store }) {
    const cities = citiesOf(store);
    switch (event.type) {
      case 'CityCreated': {
        const { cityId, name, state, country } = event.data;
        await cities.put(
          { _id: cityId, name, state, country, areaCount: 0, revision: event.revision },
          event.position,
        );
        return;
      }
      case 'CityUpdated': {
        const { cityId, name, state, country } = event.data;
        await cities.patch(cityId, { name, state, country, revision: event.revision }, event.position);
        return;
      }
      case 'CityDeleted':
        await cities.remove(event.data.cityId, event.position);
        return;
      case 'AreaCreated':
      case 'AreaDeleted': {
        const city = await cities.get(event.data.cityId);
        if (!city) return;
        const areaCount = Math.max(0, city.areaCount + (event.type === 'AreaCreated' ? 1 : -1));
        await cities.patch(city._id, { areaCount }, event.position);
        return;
      }
      default:
        return;
    }
  },
};
