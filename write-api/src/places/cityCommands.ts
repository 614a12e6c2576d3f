import { type CreateCityBody, cityStream, normalizePlaceName, type UpdateCityBody } from '@mohalla/contracts';
import {
  type CityCommand,
  type CityState,
  type CommandContext,
  type CommandOutcome,
  claimUniqueKey,
  decideCity,
  evolveCity,
  findKeyOwner,
  handleCommand,
  initialCityState,
  loadStream,
  type OwnerCheck,
  refuseUnfitPlaceName,
  type UniqueKey,
} from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';
import { DomainError, eventStoreCommandStore } from '@mohalla/infra';

/** Every name a city shows must pass the place name rule (400 naming the field). */
function refuseUnfitCityNames(body: { name?: string; state?: string; country?: string }) {
  refuseUnfitPlaceName('name', body.name);
  refuseUnfitPlaceName('state', body.state);
  refuseUnfitPlaceName('country', body.country);
}

/** City names are unique across the country (auto-create finds a city by its name). */
export const cityNameKey = (name: string): UniqueKey => ({
  scope: 'city-name',
  value: normalizePlaceName(name),
});

export function loadCity(eventStore: EventStore, cityId: string) {
  return loadStream(eventStoreCommandStore(eventStore), cityStream(cityId), evolveCity, initialCityState);
}

const cityHoldsName =
  (eventStore: EventStore, name: string): OwnerCheck =>
  async (cityId) => {
    const city = await loadCity(eventStore, cityId);
    const holds =
      city.state.status === 'active' && normalizePlaceName(city.state.name) === cityNameKey(name).value;
    return { holds, lastPosition: city.position };
  };

export function findCityByName(eventStore: EventStore, name: string): Promise<string | null> {
  return findKeyOwner(eventStoreCommandStore(eventStore), cityNameKey(name), cityHoldsName(eventStore, name));
}

async function claimCityName(eventStore: EventStore, name: string, cityId: string, context: CommandContext) {
  const holder = await claimUniqueKey(
    eventStoreCommandStore(eventStore),
    cityNameKey(name),
    cityId,
    cityHoldsName(eventStore, name),
    context,
  );
  if (holder) {
    throw new DomainError('CITY.NAME_TAKEN', `A city named "${name}" already exists.`, [
      { field: 'name', message: 'is already used by another city' },
    ]);
  }
}

function runCityCommand(eventStore: EventStore, command: CityCommand, context: CommandContext) {
  return handleCommand(
    eventStoreCommandStore(eventStore),
    cityStream(command.data.cityId),
    {
      initialState: initialCityState,
      evolve: evolveCity,
      decide: (state: CityState) => decideCity(command, state),
    },
    context,
  );
}

export async function createCity(
  eventStore: EventStore,
  body: CreateCityBody,
  context: CommandContext,
): Promise<CommandOutcome<CityState> & { cityId: string }> {
  refuseUnfitCityNames(body);
  const cityId = context.ids.newId('city');
  await claimCityName(eventStore, body.name, cityId, context);
  const outcome = await runCityCommand(
    eventStore,
    { type: 'CreateCity', data: { cityId, ...body } },
    context,
  );
  return { ...outcome, cityId };
}

export async function updateCity(
  eventStore: EventStore,
  cityId: string,
  body: UpdateCityBody,
  context: CommandContext,
): Promise<CommandOutcome<CityState>> {
  refuseUnfitCityNames(body);
  if (body.name !== undefined) await claimCityName(eventStore, body.name, cityId, context);
  return runCityCommand(eventStore, { type: 'UpdateCity', data: { cityId, ...body } }, context);
}

/** Its areas leave the read side with it (the areas projection cascades). */
export function deleteCity(eventStore: EventStore, cityId: string, context: CommandContext) {
  return runCityCommand(eventStore, { type: 'DeleteCity', data: { cityId } }, context);
}
