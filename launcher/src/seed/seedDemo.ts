import { DemoSeededSchema } from '@mohalla/contracts';
import { type CommandContext, idSourceFor } from '@mohalla/domain';
import { type EventStore, type Logger, startProgressBar } from '@mohalla/infra';
import { createArea, createCity } from '@mohalla/write-api';
import { INDIAN_PLACES, type SeedCity } from './indianPlaces.js';

const SEED_STREAM = 'system-seed';

/**
 * First-start demo data, written through the same commands an admin would
 * run. Each command has an idempotency key of its own, so a start that was
 * killed half-way simply runs again and appends only what is missing; a
 * `DemoSeeded` event marks the end so later starts skip the work.
 */
export async function seedDemo(
  eventStore: EventStore,
  logger: Logger,
  places: readonly SeedCity[] = INDIAN_PLACES,
) {
  const done = await eventStore.readStream(SEED_STREAM, { maxCount: 1 });
  if (done.length > 0) return;
  const total = places.reduce((n, city) => n + 1 + city.areas.length, 0);
  const progress = startProgressBar('Seeding Indian cities and areas', total, 'commands');
  for (const city of places) {
    const created = await createCity(
      eventStore,
      { name: city.name, state: city.state, country: city.country },
      context(`seed:city:${city.name}`),
    );
    progress.increment();
    for (const area of city.areas) {
      const body = { name: area.name, latitude: area.latitude, longitude: area.longitude };
      await createArea(
        eventStore,
        created.cityId,
        body,
        context(`seed:area:${city.name}:${area.name}`),
        'seed',
      );
      progress.increment();
    }
  }
  progress.finish();
  const areas = total - places.length;
  const event = DemoSeededSchema.parse({ type: 'DemoSeeded', data: { cities: places.length, areas } });
  await eventStore.append(
    SEED_STREAM,
    [{ eventId: crypto.randomUUID(), ...event, metadata: metaOf('seed:done') }],
    {
      expectedRevision: 'any',
    },
  );
  logger.info('demo data seeded', { cities: places.length, areas });
}

function context(key: string): CommandContext {
  return { actorId: 'system', now: new Date(), correlationId: 'seed', commandId: key, ids: idSourceFor(key) };
}

function metaOf(key: string) {
  return { actorId: 'system', correlationId: 'seed', causationId: key, at: new Date().toISOString() };
}
