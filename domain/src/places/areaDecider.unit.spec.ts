import type { DomainEvent } from '@mohalla/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/deciderSpec.js';
import { type AreaCommand, type AreaState, decideArea, evolveArea, initialAreaState } from './areaDecider.js';
import { type CityState, evolveCity, initialCityState } from './cityDecider.js';

const cityId = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const areaId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const lobbyChannelId = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const cityCreated: DomainEvent = {
  type: 'CityCreated',
  data: { cityId, name: 'Mumbai', state: 'Maharashtra', country: 'India' },
};
const liveCity = evolveCity(initialCityState, cityCreated);
const deletedCity = evolveCity(liveCity, { type: 'CityDeleted', data: { cityId } });

const givenIn = (city: CityState) =>
  deciderSpec<AreaState, AreaCommand>({
    decide: (command, state) => decideArea(command, state, city),
    evolve: evolveArea,
    initialState: initialAreaState,
  });
const given = givenIn(liveCity);

const createBandra: AreaCommand = {
  type: 'CreateArea',
  data: {
    areaId,
    cityId,
    name: 'Bandra West',
    lobbyChannelId,
    location: { latitude: 19.0596, longitude: 72.8295 },
    origin: 'admin',
  },
};
const bandraCreated: DomainEvent = { type: 'AreaCreated', data: createBandra.data } as DomainEvent;

describe('area decider', () => {
  it('creates an area, born with its lobby channel, in a live city', () => {
    given().when(createBandra).thenEmits([bandraCreated]);
  });

  it('refuses an area in a city that does not exist or was deleted', () => {
    givenIn(initialCityState)().when(createBandra).thenRefuses('CITY.NOT_FOUND');
    givenIn(deletedCity)().when(createBandra).thenRefuses('CITY.NOT_FOUND');
  });

  it('refuses to create the same area twice', () => {
    given([bandraCreated]).when(createBandra).thenRefuses('AREA.NAME_TAKEN');
  });

  it('renames and moves an area, keeping the coordinate that was not sent', () => {
    given([bandraCreated])
      .when({ type: 'UpdateArea', data: { areaId, name: 'Bandra (W)', latitude: 19.06 } })
      .thenEmits([
        {
          type: 'AreaUpdated',
          data: { areaId, name: 'Bandra (W)', location: { latitude: 19.06, longitude: 72.8295 } },
        },
      ]);
  });

  it('refuses half a location for an area that has none', () => {
    const noLocation = { ...bandraCreated, data: { ...createBandra.data, location: null } } as DomainEvent;
    given([noLocation])
      .when({ type: 'UpdateArea', data: { areaId, latitude: 19 } })
      .thenRefuses('REQUEST.INVALID');
  });

  it('records nothing when nothing changes', () => {
    given([bandraCreated])
      .when({ type: 'UpdateArea', data: { areaId, name: 'Bandra West' } })
      .thenEmits([]);
  });

  it('deletes a live area, once', () => {
    const deleted: DomainEvent = { type: 'AreaDeleted', data: { areaId, cityId } };
    given([bandraCreated]).when({ type: 'DeleteArea', data: { areaId } }).thenEmits([deleted]);
    given([bandraCreated, deleted])
      .when({ type: 'DeleteArea', data: { areaId } })
      .thenRefuses('AREA.NOT_FOUND');
    given()
      .when({ type: 'UpdateArea', data: { areaId, name: 'X' } })
      .thenRefuses('AREA.NOT_FOUND');
  });
});
