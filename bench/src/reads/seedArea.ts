import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { POST_TYPES, TOPICS } from '@mohalla/contracts';
import { createSqliteEventStore, type NewEvent } from '@mohalla/infra';
import type { Progress } from '../progress.js';

const CHUNK = 250;

export interface SeededArea {
  areaId: string;
  postIds: string[];
}

/**
 * A city with one area of `posts` posts, written straight into the log of
 * `dataDir` before the node starts (the same events the write API appends,
 * minus the HTTP and the deciders): the projector files them when the node
 * comes up. Topics and post types rotate, so a topic filter has a share.
 */
export async function seedArea(dataDir: string, posts: number, progress: Progress): Promise<SeededArea> {
  const store = createSqliteEventStore({ path: join(dataDir, 'events.sqlite') });
  const started = Date.now() - posts * 60_000;
  const event = (type: string, data: unknown, actorId: string, at = new Date()): NewEvent => {
    const id = randomUUID();
    return {
      eventId: id,
      type,
      data,
      metadata: { actorId, correlationId: id, causationId: id, at: at.toISOString() },
    };
  };
  const cityId = randomUUID();
  const areaId = randomUUID();
  const seeded: SeededArea = { areaId, postIds: [] };
  try {
    const city = { cityId, name: 'Bench Nagar', state: 'Maharashtra', country: 'India' };
    await store.append(`city-${cityId}`, [event('CityCreated', city, 'system')], {
      expectedRevision: 'no_stream',
    });
    const area = {
      areaId,
      cityId,
      name: 'Reads Ward',
      lobbyChannelId: randomUUID(),
      location: { latitude: 18.52, longitude: 73.85 },
      origin: 'seed',
    };
    await store.append(`area-${areaId}`, [event('AreaCreated', area, 'system')], {
      expectedRevision: 'no_stream',
    });
    for (let done = 0; done < posts; done += CHUNK) {
      const appends: Promise<unknown>[] = [];
      for (let n = done; n < Math.min(posts, done + CHUNK); n++) {
        const postId = randomUUID();
        const authorId = randomUUID();
        const data = {
          postId,
          areaId,
          cityId,
          authorId,
          authorAlias: `Quiet Mango ${n % 97}`,
          postType: POST_TYPES[n % POST_TYPES.length],
          topicId: TOPICS[n % TOPICS.length]!.id,
          title: `Water tanker timings near the park, lane ${n}`,
          content: `Does anyone know when the tanker comes to lane ${n} this week? The schedule changed again and the morning supply lasted barely twenty minutes.`,
          imageUrl: null,
          mediaUrls: [],
        };
        const at = new Date(started + n * 60_000);
        const published = event('PostPublished', data, authorId, at);
        appends.push(store.append(`post-${postId}`, [published], { expectedRevision: 'no_stream' }));
        seeded.postIds.push(postId);
      }
      await Promise.all(appends);
      progress.advance(appends.length);
    }
  } finally {
    await store.close();
  }
  return seeded;
}
