import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  areaCreated,
  areaDeleted,
  areaUpdated,
  cityCreated,
  cityDeleted,
  cityUpdated,
} from '../testing/events.js';
import { projectionSpec } from '../testing/projectionSpec.js';
import { at } from '../testing/testLog.js';
import { areasProjection } from './areasProjection.js';
import { AREAS } from './readModels.js';

const areas = projectionSpec(areasProjection);
const cityId = randomUUID();
const areaId = randomUUID();
const lobbyChannelId = randomUUID();
const city = cityCreated({ cityId, name: 'Pune', state: 'Maharashtra', country: 'India' });
const pune = { _id: cityId, name: 'Pune', state: 'Maharashtra', country: 'India' };
const kothrud = at(
  '2026-11-20T08:00:00.000Z',
  areaCreated({ cityId, areaId, name: 'Kothrud', lobbyChannelId }),
);

describe('the areas projection', () => {
  it('shows an area with its city embedded and its lobby channel', async () => {
    const projected = await areas([city]).when(kothrud);
    expect(await projected.get(AREAS, areaId)).toEqual({
      _id: areaId,
      name: 'Kothrud',
      cityId,
      city: pune,
      location: null,
      channels: [{ _id: lobbyChannelId, type: 'lobby' }],
      createdAt: '2026-11-20T08:00:00.000Z',
      revision: 1,
    });
  });

  it('renames an area and moves it, taking its revision', async () => {
    const location = { latitude: 18.5, longitude: 73.8 };
    const projected = await areas([city, kothrud]).when(
      areaUpdated({ areaId, name: 'Kothrud East', location }),
    );
    expect(await projected.get(AREAS, areaId)).toMatchObject({ name: 'Kothrud East', location, revision: 2 });
  });

  it("carries a city's new name into each of its areas, and no other city's", async () => {
    const otherCityId = randomUUID();
    const elsewhere = areaCreated({ cityId: otherCityId });
    const projected = await areas([city, kothrud, cityCreated({ cityId: otherCityId }), elsewhere]).when(
      cityUpdated({ cityId, name: 'Poona' }),
    );
    expect(await projected.get(AREAS, areaId)).toMatchObject({ city: { ...pune, name: 'Poona' } });
    expect(await projected.get(AREAS, elsewhere.data.areaId)).toMatchObject({ cityId: otherCityId });
    expect(await projected.get(AREAS, elsewhere.data.areaId)).toMatchObject({ city: { name: 'Pune' } });
  });

  it('removes a deleted area, and every area of a deleted city', async () => {
    const deleted = await areas([city, kothrud]).when(areaDeleted(areaId, cityId));
    expect(await deleted.all(AREAS)).toEqual([]);
    const gone = await areas([city, kothrud, areaCreated({ cityId })]).when(cityDeleted(cityId));
    expect(await gone.all(AREAS)).toEqual([]);
  });

  it('shows no area of a city it does not know (deleted first)', async () => {
    const projected = await areas([city, cityDeleted(cityId)]).when(kothrud);
    expect(await projected.all(AREAS)).toEqual([]);
  });
});
