import {
  areaStream,
  type CreateAreaBody,
  DomainError,
  normalizePlaceName,
  type UpdateAreaBody,
} from '@mohalla/contracts';
import {
  type AreaCommand,
  type AreaState,
  areaDeciderIn,
  type CommandContext,
  type CommandOutcome,
  claimUniqueKey,
  evolveArea,
  findKeyOwner,
  initialAreaState,
  loadStream,
  type OwnerCheck,
  refuseUnfitPlaceName,
  runCommand,
  type UniqueKey,
} from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';
import { eventStoreCommandStore } from '@mohalla/infra';
import { loadCity } from './cityCommands.js';

/** Area names are unique within their city. */
const areaNameKey = (cityId: string, name: string): UniqueKey => ({
  scope: `area-name:${cityId}`,
  value: normalizePlaceName(name),
});

function loadArea(eventStore: EventStore, areaId: string) {
  return loadStream(eventStoreCommandStore(eventStore), areaStream(areaId), evolveArea, initialAreaState);
}

/** Refuses an area that does not exist or was deleted (404). */
export async function requireAreaExists(eventStore: EventStore, areaId: string): Promise<void> {
  const area = await loadArea(eventStore, areaId);
  if (area.state.status !== 'active')
    throw new DomainError('AREA.NOT_FOUND', `Area ${areaId} was not found.`);
}

const areaHoldsName =
  (eventStore: EventStore, cityId: string, name: string): OwnerCheck =>
  async (areaId) => {
    const area = await loadArea(eventStore, areaId);
    const holds =
      area.state.status === 'active' &&
      area.state.cityId === cityId &&
      normalizePlaceName(area.state.name) === normalizePlaceName(name);
    return { holds, lastPosition: area.position };
  };

export function findAreaByName(eventStore: EventStore, cityId: string, name: string): Promise<string | null> {
  return findKeyOwner(
    eventStoreCommandStore(eventStore),
    areaNameKey(cityId, name),
    areaHoldsName(eventStore, cityId, name),
  );
}

async function claimAreaName(
  eventStore: EventStore,
  cityId: string,
  name: string,
  areaId: string,
  context: CommandContext,
) {
  const key = areaNameKey(cityId, name);
  const holder = await claimUniqueKey(
    eventStoreCommandStore(eventStore),
    key,
    areaId,
    areaHoldsName(eventStore, cityId, name),
    context,
  );
  if (holder) {
    throw new DomainError('AREA.NAME_TAKEN', `This city already has an area named "${name}".`, [
      { field: 'name', message: 'is already used by another area in this city' },
    ]);
  }
}

/** An area's command, decided with its city's state (an area needs a live city). */
async function deciderForCity(eventStore: EventStore, cityId: string) {
  return areaDeciderIn((await loadCity(eventStore, cityId)).state);
}

export async function createArea(
  eventStore: EventStore,
  cityId: string,
  body: CreateAreaBody,
  context: CommandContext,
  origin: 'admin' | 'auto' | 'seed' = 'admin',
): Promise<CommandOutcome<AreaState> & { areaId: string; lobbyChannelId: string }> {
  refuseUnfitPlaceName('name', body.name);
  const city = await loadCity(eventStore, cityId);
  if (city.state.status !== 'active')
    throw new DomainError('CITY.NOT_FOUND', `City ${cityId} was not found.`);
  const areaId = context.ids.newId('area');
  const lobbyChannelId = context.ids.newId('lobby-channel');
  await claimAreaName(eventStore, cityId, body.name, areaId, context);
  const location =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : null;
  const command: AreaCommand = {
    type: 'CreateArea',
    data: { areaId, cityId, name: body.name, lobbyChannelId, location, origin },
  };
  const outcome = await runCommand(
    eventStoreCommandStore(eventStore),
    await deciderForCity(eventStore, cityId),
    command,
    context,
  );
  return { ...outcome, areaId, lobbyChannelId };
}

export async function updateArea(
  eventStore: EventStore,
  areaId: string,
  body: UpdateAreaBody,
  context: CommandContext,
): Promise<CommandOutcome<AreaState>> {
  refuseUnfitPlaceName('name', body.name);
  const area = await loadArea(eventStore, areaId);
  if (area.state.status !== 'active')
    throw new DomainError('AREA.NOT_FOUND', `Area ${areaId} was not found.`);
  if (body.name !== undefined) await claimAreaName(eventStore, area.state.cityId, body.name, areaId, context);
  return runCommand(
    eventStoreCommandStore(eventStore),
    await deciderForCity(eventStore, area.state.cityId),
    { type: 'UpdateArea', data: { areaId, ...body } },
    context,
  );
}

export async function deleteArea(eventStore: EventStore, areaId: string, context: CommandContext) {
  const area = await loadArea(eventStore, areaId);
  const cityId = area.state.status === 'absent' ? '' : area.state.cityId;
  return runCommand(
    eventStoreCommandStore(eventStore),
    await deciderForCity(eventStore, cityId),
    { type: 'DeleteArea', data: { areaId } },
    context,
  );
}
