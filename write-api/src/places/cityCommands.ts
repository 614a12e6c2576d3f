import {
  type CreateCityBody,
  cityStream,
  DomainError,
  normalizePlaceName,
  type UpdateCityBody,
} from '@mohalla/contracts';
import {
  type CityState,
  type CommandContext,
  type CommandOutcome,
  cityDecider,
  claimUniqueKey,
  evolveCity,
  findKeyOwner,
  initialCityState,
  loadStream,
  type OwnerCheck,
  refuseUnfitPlaceName,
  runCommand,
  type UniqueKey,
} from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';
import { eventStoreCommandStore } from '@mohalla/infra';

/** Every name a city shows must pass the place name rule (400 naming the field). */
function refuseUnfitCityNames(body: UpdateCityBody) {
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

export async function createCity(
  eventStore: EventStore,
  body: CreateCityBody,
  context: CommandContext,
): Promise<CommandOutcome<CityState> & { cityId: string }> {
  refuseUnfitCityNames(body);
  const cityId = context.ids.newId('city');
  await claimCityName(eventStore, body.name, cityId, context);
  const outcome = await runCommand(
    eventStoreCommandStore(eventStore),
    cityDecider,
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
  return runCommand(
    eventStoreCommandStore(eventStore),
    cityDecider,
    { type: 'UpdateCity', data: { cityId, ...body } },
    context,
  );
}

/** Its areas leave the read side with it (the areas projection cascades). */
export function deleteCity(eventStore: EventStore, cityId: string, context: CommandContext) {
  return runCommand(
    eventStoreCommandStore(eventStore),
    cityDecider,
    { type: 'DeleteCity', data: { cityId } },
    context,
  );
}
