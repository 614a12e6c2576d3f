import {
  type CityEvent,
  type CreateCityBody,
  cityStream,
  DEFAULT_COUNTRY,
  DomainError,
  type DomainEvent,
  type UpdateCityBody,
} from '@mohalla/contracts';
import type { Decider } from '../commands/runCommand.js';

export type CityState =
  | { status: 'absent' }
  | { status: 'active'; cityId: string; name: string; state: string; country: string }
  | { status: 'deleted'; cityId: string; name: string };

export type CityCommand =
  | { type: 'CreateCity'; data: { cityId: string } & CreateCityBody }
  | { type: 'UpdateCity'; data: { cityId: string } & UpdateCityBody }
  | { type: 'DeleteCity'; data: { cityId: string } };

export const initialCityState: CityState = { status: 'absent' };

export function decideCity(command: CityCommand, state: CityState): CityEvent[] {
  switch (command.type) {
    case 'CreateCity': {
      if (state.status !== 'absent') {
        throw new DomainError('CITY.NAME_TAKEN', `City ${command.data.cityId} already exists.`);
      }
      const { cityId, name } = command.data;
      // The spec: a city's state defaults to its own name, its country to India.
      const cityState = command.data.state ?? name;
      const country = command.data.country ?? DEFAULT_COUNTRY;
      return [{ type: 'CityCreated', data: { cityId, name, state: cityState, country } }];
    }
    case 'UpdateCity': {
      const current = requireActive(state, command.data.cityId);
      const next = {
        cityId: current.cityId,
        name: command.data.name ?? current.name,
        state: command.data.state ?? current.state,
        country: command.data.country ?? current.country,
      };
      const unchanged =
        next.name === current.name && next.state === current.state && next.country === current.country;
      return unchanged ? [] : [{ type: 'CityUpdated', data: next }];
    }
    case 'DeleteCity': {
      const current = requireActive(state, command.data.cityId);
      return [{ type: 'CityDeleted', data: { cityId: current.cityId } }];
    }
  }
}

export function evolveCity(state: CityState, event: DomainEvent): CityState {
  switch (event.type) {
    case 'CityCreated':
    case 'CityUpdated':
      return { status: 'active', ...event.data };
    case 'CityDeleted':
      return state.status === 'active'
        ? { status: 'deleted', cityId: state.cityId, name: state.name }
        : state;
    default:
      return state;
  }
}

export function requireActive(state: CityState, cityId: string): Extract<CityState, { status: 'active' }> {
  if (state.status !== 'active') throw new DomainError('CITY.NOT_FOUND', `City ${cityId} was not found.`);
  return state;
}

/** Cities' rules, for runCommand. */
export const cityDecider: Decider<CityCommand, CityState> = {
  streamOf: (command) => cityStream(command.data.cityId),
  initialState: initialCityState,
  evolve: evolveCity,
  decide: decideCity,
};
