import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@mohalla/contracts';
import { describe, it } from 'vitest';
import { documentSpec } from '../testing/documentSpec.js';
import { areaCreated, areaDeleted, cityCreated, cityDeleted, cityUpdated } from '../testing/events.js';
import { inStream } from '../testing/testLog.js';
import { citiesProjection } from './citiesProjection.js';

const city = documentSpec(citiesProjection);
const cityId = randomUUID();
/** A city's own events go to its stream (their revisions are the city's); an area's to the area's. */
const ofCity = (event: DomainEvent) => inStream(`city-${cityId}`, event);
const ofArea = (event: DomainEvent) => inStream(`area-${randomUUID()}`, event);
const created = ofCity(cityCreated({ cityId, name: 'Pune', state: 'Maharashtra', country: 'India' }));

describe('the cities projection', () => {
  it('makes a city with no areas at its first revision', () => {
    city().when(created).thenDocument({
      _id: cityId,
      name: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      areaCount: 0,
      revision: 0,
    });
  });

  it('renames a city and takes its revision, keeping its area count', () => {
    city([created, ofArea(areaCreated({ cityId }))])
      .when(ofCity(cityUpdated({ cityId, name: 'Poona' })))
      .thenDocument({
        _id: cityId,
        name: 'Poona',
        state: 'Maharashtra',
        country: 'India',
        areaCount: 1,
        revision: 1,
      });
  });

  it('counts live areas, and never below zero', () => {
    const areaId = randomUUID();
    const twoAreas = [created, ofArea(areaCreated({ cityId, areaId })), ofArea(areaCreated({ cityId }))];
    city(twoAreas)
      .when(ofArea(areaDeleted(areaId, cityId)))
      .thenDocument(withAreas(1));
    city([created])
      .when(ofArea(areaDeleted(areaId, cityId)))
      .thenDocument(withAreas(0));
  });

  it('removes a deleted city, and counts nothing for a city it does not know', () => {
    city([created]).when(cityDeleted(cityId)).thenDocument(null);
    city().when(areaCreated({ cityId })).thenDocument(null);
    city().when(cityUpdated({ cityId })).thenDocument(null);
  });
});

const withAreas = (areaCount: number) => ({
  _id: cityId,
  name: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  areaCount,
  revision: 0,
});
