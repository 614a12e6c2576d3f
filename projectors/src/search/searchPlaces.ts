import type { PlaceDocument, ReadStore } from '@mohalla/infra';
import type { ProjectionTargets } from '../projection.js';

/**
 * The search projection's own copies of cities and areas: an area's place
 * document embeds its city's name and state (the chooser's "city, state"),
 * which area events do not carry.
 */
interface SearchCity {
  _id: string;
  name: string;
  state: string;
  country: string;
}
interface SearchArea {
  _id: string;
  name: string;
  cityId: string;
}
export const SEARCH_CITIES = 'search_cities';
export const SEARCH_AREAS = 'search_areas';
const citiesOf = (store: ReadStore) => store.collection<SearchCity>(SEARCH_CITIES);
const areasOf = (store: ReadStore) => store.collection<SearchArea>(SEARCH_AREAS, { indexes: [['cityId']] });
/** Opens the place copies with their indexes (the projector does at start). */
export function openSearchPlaces(store: ReadStore): void {
  citiesOf(store);
  areasOf(store);
}

const areaPlace = (area: SearchArea, city: SearchCity): PlaceDocument => ({
  type: 'area',
  id: area._id,
  name: area.name,
  cityId: city._id,
  cityName: city.name,
  state: city.state,
});

/**
 * A city created or changed, with every one of its areas re-indexed (their
 * documents embed the city's name and state). Index writes happen even when
 * the working copy was already there (a redelivery): the index guards itself.
 */
export async function putCity(city: SearchCity, position: number, { store, search }: ProjectionTargets) {
  await citiesOf(store).put(city, position);
  await search.upsertPlace({ type: 'city', id: city._id, ...city }, position);
  for (const area of await areasOf(store).find({ cityId: city._id })) {
    await search.upsertPlace(areaPlace(area, city), position);
  }
}

/**
 * A deleted city takes its areas with it, as on the read side. The index
 * first: a redelivery still finds the areas in the working copy.
 */
export async function removeCity(cityId: string, position: number, { store, search }: ProjectionTargets) {
  for (const area of await areasOf(store).find({ cityId })) await search.removePlace(area._id, position);
  await search.removePlace(cityId, position);
  await areasOf(store).removeWhere({ cityId }, position);
  await citiesOf(store).remove(cityId, position);
}

/** An area created or renamed; one whose city is gone is not shown, as on the read side. */
export async function putArea(area: SearchArea, position: number, { store, search }: ProjectionTargets) {
  const city = await citiesOf(store).get(area.cityId);
  if (!city) return;
  await areasOf(store).put(area, position);
  await search.upsertPlace(areaPlace(area, city), position);
}

/** AreaUpdated carries no city: the area keeps the one it was created in. */
export async function renameArea(areaId: string, name: string, position: number, targets: ProjectionTargets) {
  const area = await areasOf(targets.store).get(areaId);
  if (area) await putArea({ ...area, name }, position, targets);
}

export async function removeArea(areaId: string, position: number, { store, search }: ProjectionTargets) {
  await areasOf(store).remove(areaId, position);
  await search.removePlace(areaId, position);
}
