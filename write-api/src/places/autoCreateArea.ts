import {
  type AutoCreateAreaBody,
  type AutoCreateAreaResult,
  DomainError,
  invalidField,
  isGenericAreaName,
} from '@mohalla/contracts';
import { type CommandContext, refuseUnfitPlaceName } from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';

import { createArea, findAreaByName } from './areaCommands.js';
import { createCity, findCityByName } from './cityCommands.js';

/** What auto-create answers, less `success`. */
export type AutoCreateOutcome = Omit<AutoCreateAreaResult, 'success'>;

/**
 * The resident's way in: find the city by name (creating it when new), then
 * the area by name within it (creating it when new). Finding what exists is
 * a success too, so two residents of one new neighbourhood racing here end
 * up in the same area.
 */
export async function autoCreateArea(
  eventStore: EventStore,
  body: AutoCreateAreaBody,
  context: CommandContext,
): Promise<AutoCreateOutcome> {
  // Checked here too, so the refusal names the field the resident filled in.
  refuseUnfitPlaceName('cityName', body.cityName);
  refuseUnfitPlaceName('stateName', body.stateName);
  refuseUnfitPlaceName('areaName', body.areaName);
  refuseUnfitPlaceName('countryName', body.countryName);
  if (isGenericAreaName(body.areaName)) {
    throw invalidField(
      'areaName',
      `"${body.areaName}" is too generic for an area; use the neighbourhood's own name`,
    );
  }
  const city = await findOrCreateCity(eventStore, body, context);
  const existing = await findAreaByName(eventStore, city.cityId, body.areaName);
  if (existing) return found(eventStore, existing, body.areaName, city.cityId);
  try {
    const location =
      body.latitude !== undefined && body.longitude !== undefined
        ? { latitude: body.latitude, longitude: body.longitude }
        : {};
    const outcome = await createArea(
      eventStore,
      city.cityId,
      { name: body.areaName, ...location },
      context,
      'auto',
    );
    const position = Math.max(outcome.position, city.position);
    return {
      created: true,
      area: { _id: outcome.areaId, name: body.areaName, cityId: city.cityId },
      position,
    };
  } catch (error) {
    const winner = await raceWinner(error, () => findAreaByName(eventStore, city.cityId, body.areaName));
    return found(eventStore, winner, body.areaName, city.cityId);
  }
}

async function findOrCreateCity(
  eventStore: EventStore,
  body: AutoCreateAreaBody,
  context: CommandContext,
): Promise<{ cityId: string; position: number }> {
  const existing = await findCityByName(eventStore, body.cityName);
  if (existing) return { cityId: existing, position: 0 };
  try {
    const city = { name: body.cityName, state: body.stateName, country: body.countryName };
    const outcome = await createCity(eventStore, city, context);
    return { cityId: outcome.cityId, position: outcome.position };
  } catch (error) {
    return { cityId: await raceWinner(error, () => findCityByName(eventStore, body.cityName)), position: 0 };
  }
}

/** How long a race loser waits for the winner's city or area to be written. */
const WINNER_WAIT_MS = 3_000;

/**
 * After losing a name race, the winner is what we were looking for. It may
 * still be between claiming the name and writing its first event, so look
 * again for a moment before giving up.
 */
async function raceWinner(error: unknown, find: () => Promise<string | null>): Promise<string> {
  const lostRace =
    error instanceof DomainError && (error.code === 'CITY.NAME_TAKEN' || error.code === 'AREA.NAME_TAKEN');
  if (!lostRace) throw error;
  const deadline = Date.now() + WINNER_WAIT_MS;
  for (;;) {
    const winner = await find();
    if (winner) return winner;
    if (Date.now() > deadline) throw error;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A found area may have been created a moment ago by someone else: the read side should catch up with the log's head. */
async function found(
  eventStore: EventStore,
  areaId: string,
  name: string,
  cityId: string,
): Promise<AutoCreateOutcome> {
  return { created: false, area: { _id: areaId, name, cityId }, position: await eventStore.headPosition() };
}
