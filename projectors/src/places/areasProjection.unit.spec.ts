import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { documentSpec } from '../testing/documentSpec.js';
import {
  areaCreated,
  areaDeleted,
  areaUpdated,
  cityCreated,
  cityDeleted,
  cityUpdated,
} from '../testing/events.js';
import { at } from '../testing/testLog.js';
import { areaKind, cityFactsKind } from './areasProjection.js';

const area = documentSpec(areaKind);
const cityFacts = documentSpec(cityFactsKind);
const cityId = randomUUID();
const areaId = randomUUID();
const lobbyChannelId = randomUUID();
const pune = { _id: cityId, name: 'Pune', state: 'Maharashtra', country: 'India' };
const created = at(
  '2026-11-20T08:00:00.000Z',
  areaCreated({ cityId, areaId, name: 'Kothrud', lobbyChannelId }),
);
const kothrud = {
  _id: areaId,
  name: 'Kothrud',
  cityId,
  city: pune,
  location: null,
  channels: [{ _id: lobbyChannelId, type: 'lobby' as const }],
  createdAt: '2026-11-20T08:00:00.000Z',
  revision: 0,
};

describe('the areas projection', () => {
  it("keeps each city's facts until it is deleted", () => {
    cityFacts()
      .when(cityCreated({ cityId, name: 'Pune' }))
      .thenDocument(pune);
    cityFacts([cityCreated({ cityId })])
      .when(cityUpdated({ cityId, name: 'Poona' }))
      .thenDocument({ ...pune, name: 'Poona' });
    cityFacts([cityCreated({ cityId })])
      .when(cityDeleted(cityId))
      .thenDocument(null);
  });

  it("makes an area with its city's facts and its lobby, and none without a city", () => {
    area().when(created, pune).thenDocument(kothrud);
    area().when(created, null).thenDocument(null);
  });

  it('renames and moves an area, taking its revision', () => {
    const location = { latitude: 18.5, longitude: 73.8 };
    area([created])
      .when(areaUpdated({ areaId, name: 'Kothrud East', location }), pune)
      .thenDocument({ ...kothrud, name: 'Kothrud East', location, revision: 1 });
  });

  it("carries its city's new name, and goes with its city or by itself", () => {
    area([created])
      .when(cityUpdated({ cityId, name: 'Poona' }), pune)
      .thenDocument({ ...kothrud, city: { ...pune, name: 'Poona' } });
    area([created]).when(cityDeleted(cityId), pune).thenDocument(null);
    area([created]).when(areaDeleted(areaId, cityId), pune).thenDocument(null);
  });

  it("leaves a city's creation to the city facts", () => {
    area([created]).when(cityCreated({ cityId }), pune).thenIgnored();
  });
});
