import type { AreaEvent, DomainEvent, EventData, GeoPoint, UpdateAreaBody } from '@mohalla/contracts';
import { areaStream, DomainError } from '@mohalla/contracts';
import type { Decider } from '../commands/runCommand.js';
import { type CityState, requireActive } from './cityDecider.js';

export type AreaState =
  | { status: 'absent' }
  | { status: 'active'; areaId: string; cityId: string; name: string; location: GeoPoint | null }
  | { status: 'deleted'; areaId: string; cityId: string; name: string };

export type AreaCommand =
  | { type: 'CreateArea'; data: EventData<'AreaCreated'> }
  | { type: 'UpdateArea'; data: { areaId: string } & UpdateAreaBody }
  | { type: 'DeleteArea'; data: { areaId: string } };

export const initialAreaState: AreaState = { status: 'absent' };

/** `city` is the state of the area's city: an area can only be created in a live city. */
export function decideArea(command: AreaCommand, state: AreaState, city: CityState): AreaEvent[] {
  switch (command.type) {
    case 'CreateArea': {
      requireActive(city, command.data.cityId);
      if (state.status !== 'absent') {
        throw new DomainError('AREA.NAME_TAKEN', `Area ${command.data.areaId} already exists.`);
      }
      return [{ type: 'AreaCreated', data: command.data }];
    }
    case 'UpdateArea': {
      const current = requireLiveArea(state, command.data.areaId);
      const location = nextLocation(current.location, command.data);
      const name = command.data.name ?? current.name;
      const unchanged =
        name === current.name &&
        location?.latitude === current.location?.latitude &&
        location?.longitude === current.location?.longitude;
      return unchanged ? [] : [{ type: 'AreaUpdated', data: { areaId: current.areaId, name, location } }];
    }
    case 'DeleteArea': {
      const current = requireLiveArea(state, command.data.areaId);
      return [{ type: 'AreaDeleted', data: { areaId: current.areaId, cityId: current.cityId } }];
    }
  }
}

export function evolveArea(state: AreaState, event: DomainEvent): AreaState {
  switch (event.type) {
    case 'AreaCreated': {
      const { areaId, cityId, name, location } = event.data;
      return { status: 'active', areaId, cityId, name, location };
    }
    case 'AreaUpdated':
      return state.status === 'active'
        ? { ...state, name: event.data.name, location: event.data.location }
        : state;
    case 'AreaDeleted':
      return state.status === 'active'
        ? { status: 'deleted', areaId: state.areaId, cityId: state.cityId, name: state.name }
        : state;
    default:
      return state;
  }
}

export function requireLiveArea(state: AreaState, areaId: string): Extract<AreaState, { status: 'active' }> {
  if (state.status !== 'active') throw new DomainError('AREA.NOT_FOUND', `Area ${areaId} was not found.`);
  return state;
}

/** Latitude and longitude only make a location together. */
function nextLocation(
  current: GeoPoint | null,
  change: { latitude?: number; longitude?: number },
): GeoPoint | null {
  const latitude = change.latitude ?? current?.latitude;
  const longitude = change.longitude ?? current?.longitude;
  if (latitude === undefined || longitude === undefined) {
    if (change.latitude !== undefined || change.longitude !== undefined) {
      const missing = change.latitude === undefined ? 'latitude' : 'longitude';
      throw new DomainError('REQUEST.INVALID', `${missing} is required with the other coordinate`, [
        { field: missing, message: 'is required with the other coordinate' },
      ]);
    }
    return null;
  }
  return { latitude, longitude };
}

/** Areas' rules, for runCommand, given the state of the area's city (an area needs a live city). */
export function areaDeciderIn(city: CityState): Decider<AreaCommand, AreaState> {
  return {
    streamOf: (command) => areaStream(command.data.areaId),
    initialState: initialAreaState,
    evolve: evolveArea,
    decide: (command, state) => decideArea(command, state, city),
  };
}
