import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.js';
import { type CityCommand, type CityState, decideCity, evolveCity, initialCityState } from './cityDecider.js';

const given = deciderSpec<CityState, CityCommand>({
  decide: decideCity,
  evolve: evolveCity,
  initialState: initialCityState,
});
const cityId = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const created = {
  type: 'CityCreated',
  data: { cityId, name: 'Pune', state: 'Maharashtra', country: 'India' },
} as const;

describe('city decider', () => {
  it('creates a city with the given state and country', () => {
    given()
      .when({ type: 'CreateCity', data: { cityId, name: 'Pune', state: 'Maharashtra', country: 'India' } })
      .thenEmits([created]);
  });

  it('defaults the state to the city name and the country to India', () => {
    given()
      .when({ type: 'CreateCity', data: { cityId, name: 'Chandigarh' } })
      .thenEmits([
        { type: 'CityCreated', data: { cityId, name: 'Chandigarh', state: 'Chandigarh', country: 'India' } },
      ]);
  });

  it('refuses to create a city twice', () => {
    given([created])
      .when({ type: 'CreateCity', data: { cityId, name: 'Pune' } })
      .thenRefuses('CITY.NAME_TAKEN');
  });

  it('updates only what changes and keeps the rest', () => {
    given([created])
      .when({ type: 'UpdateCity', data: { cityId, name: 'Pune City' } })
      .thenEmits([
        { type: 'CityUpdated', data: { cityId, name: 'Pune City', state: 'Maharashtra', country: 'India' } },
      ]);
  });

  it('records nothing for an update that changes nothing', () => {
    given([created])
      .when({ type: 'UpdateCity', data: { cityId, state: 'Maharashtra' } })
      .thenEmits([]);
  });

  it('refuses to update or delete a city that does not exist or was deleted', () => {
    given()
      .when({ type: 'UpdateCity', data: { cityId, name: 'X' } })
      .thenRefuses('CITY.NOT_FOUND');
    const deleted = { type: 'CityDeleted', data: { cityId } } as const;
    given([created, deleted]).when({ type: 'DeleteCity', data: { cityId } }).thenRefuses('CITY.NOT_FOUND');
    given([created, deleted])
      .when({ type: 'UpdateCity', data: { cityId, name: 'X' } })
      .thenRefuses('CITY.NOT_FOUND');
  });

  it('deletes a live city', () => {
    given([created])
      .when({ type: 'DeleteCity', data: { cityId } })
      .thenEmits([{ type: 'CityDeleted', data: { cityId } }]);
  });
});
