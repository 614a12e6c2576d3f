import type { AreaDto, ProjectionName } from '@mohalla/contracts';
import type { ReadStore } from '@mohalla/infra';
import { type DocumentKind, documentsProjection } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';
import { AREAS, areasOf } from './readModels.js';

/** The city facts an area embeds, kept by this projection itself so it can be rebuilt on its own. */
export interface CityFacts {
  _id: string;
  name: string;
  state: string;
  country: string;
}
const AREA_CITIES = 'areas_cities';
const cityFactsOf = (store: ReadStore) => store.collection<CityFacts>(AREA_CITIES);

const CITY_EVENTS = ['CityCreated', 'CityUpdated', 'CityDeleted'] as const;
const AREA_EVENTS = [...CITY_EVENTS, 'AreaCreated', 'AreaUpdated', 'AreaDeleted'] as const;
type CityEvent = ProjectedEvent & { type: (typeof CITY_EVENTS)[number] };
type AreaEvent = ProjectedEvent & { type: (typeof AREA_EVENTS)[number] };
const isCityEvent = (event: ProjectedEvent): event is CityEvent =>
  (CITY_EVENTS as readonly string[]).includes(event.type);
const isAreaEvent = (event: ProjectedEvent): event is AreaEvent =>
  (AREA_EVENTS as readonly string[]).includes(event.type);

/** A city's name and place, as its areas show them. Pure. */
export function evolveCityFacts(facts: CityFacts | null, event: ProjectedEvent): CityFacts | null {
  if (!isCityEvent(event)) return facts;
  if (event.type === 'CityDeleted') return null;
  const { cityId, name, state, country } = event.data;
  return { _id: cityId, name, state, country };
}

/**
 * An area with its city embedded and its lobby channel; `city` is its
 * city's facts when it is created (no city, no area: it is not shown). A
 * city's change reaches each of its areas. Pure.
 */
export function evolveArea(
  area: AreaDto | null,
  event: ProjectedEvent,
  city: CityFacts | null,
): AreaDto | null {
  if (!isAreaEvent(event)) return area;
  switch (event.type) {
    case 'AreaCreated': {
      if (!city) return null;
      const { areaId, cityId, name, lobbyChannelId, location } = event.data;
      const channels = [{ _id: lobbyChannelId, type: 'lobby' as const }];
      return {
        _id: areaId,
        name,
        cityId,
        city,
        location,
        channels,
        createdAt: event.metadata.at,
        revision: event.revision,
      };
    }
    case 'AreaUpdated':
      return (
        area && { ...area, name: event.data.name, location: event.data.location, revision: event.revision }
      );
    case 'CityUpdated':
      return area && { ...area, city: evolveCityFacts(null, event)! };
    case 'CityCreated':
      return area;
    case 'CityDeleted':
    case 'AreaDeleted':
      return null;
  }
}

/** City facts by city id. */
export const cityFactsKind: DocumentKind<CityFacts> = {
  collections: [AREA_CITIES],
  canHandle: isCityEvent,
  documentId: (event) => (event as CityEvent).data.cityId,
  evolve: evolveCityFacts,
};

/** Areas by id; a city's events are about each of its areas. */
export const areaKind: DocumentKind<AreaDto> = {
  collections: [AREAS],
  canHandle: (event) => isAreaEvent(event) && event.type !== 'CityCreated',
  documentId: (event) => {
    // In the order of the areas' (cityId, name) index: a city's areas as the read API lists them.
    if (isCityEvent(event)) return { where: { cityId: event.data.cityId }, sort: [['name', 'asc']] };
    return (event as ProjectedEvent & { type: 'AreaCreated' | 'AreaUpdated' | 'AreaDeleted' }).data.areaId;
  },

  opens: (event) => event.type === 'AreaCreated',
  related: (event) =>
    event.type === 'AreaCreated' ? { collection: AREA_CITIES, id: event.data.cityId } : null,
  evolve: (area, event, city) => evolveArea(area, event, city as CityFacts | null),
};

/** Areas with their city's name and state embedded, and their lobby channel. */
export const areasProjection = documentsProjection(
  {
    name: 'areas' satisfies ProjectionName,
    categories: ['city', 'area'],
    handles: AREA_EVENTS,
    collections: [AREAS, AREA_CITIES],
    open(store) {
      areasOf(store);
      cityFactsOf(store);
    },
  },
  // The city's facts first: an area made in the same batch reads them from the overlay.
  [cityFactsKind, areaKind],
);
