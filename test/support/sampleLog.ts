import { randomUUID } from 'node:crypto';
import { POST_TYPES, TOPICS } from '@mohalla/contracts';
import type { EventStore, NewEvent } from '@mohalla/infra';
import { seededRandom } from './seededRandom.js';

/**
 * A realistic log written straight to an event store (no API, no
 * deciders): cities, their areas, and posts with replies, upvotes and the
 * odd report, in the proportions a busy deployment would have. For
 * rebuild tests and the rebuild benchmark. Counts are drawn from a seeded
 * generator so a given size always has the same shape.
 */
export interface SampleLogOptions {
  /** About how many events to write; the log ends with a whole post stream. */
  events: number;
  cities?: number;
  areasPerCity?: number;
  seed?: number;
  /** Called after each append with the events written so far. */
  onProgress?: (written: number) => void;
}

export interface SampleLog {
  events: number;
  cityIds: string[];
  areaIds: string[];
  postIds: string[];
}

export async function writeSampleLog(store: EventStore, options: SampleLogOptions): Promise<SampleLog> {
  const next = seededRandom(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  let written = 0;
  const event = (type: string, data: unknown, actorId = 'system'): NewEvent => {
    const id = randomUUID();
    const at = new Date(start + written * 1000).toISOString();
    return { eventId: id, type, data, metadata: { actorId, correlationId: id, causationId: id, at } };
  };
  const append = async (stream: string, events: NewEvent[]) => {
    await store.append(stream, events, { expectedRevision: 'no_stream' });
    written += events.length;
    options.onProgress?.(written);
  };

  const log: SampleLog = { events: 0, cityIds: [], areaIds: [], postIds: [] };
  const areaCity = new Map<string, string>();
  const users = Array.from({ length: 500 }, () => randomUUID());
  for (let c = 0; c < (options.cities ?? 15); c++) {
    const cityId = randomUUID();
    const name = `City ${c}`;
    const created = event('CityCreated', { cityId, name, state: `State ${c % 7}`, country: 'India' });
    const renamed =
      c % 5 === 0
        ? [event('CityUpdated', { cityId, name: `${name} Nagar`, state: `State ${c % 7}`, country: 'India' })]
        : [];
    await append(`city-${cityId}`, [created, ...renamed]);
    log.cityIds.push(cityId);
    for (let a = 0; a < (options.areasPerCity ?? 12); a++) {
      const areaId = randomUUID();
      const location = { latitude: 12 + next() * 16, longitude: 72 + next() * 16 };
      const data = {
        areaId,
        cityId,
        name: `Ward ${c}-${a}`,
        lobbyChannelId: randomUUID(),
        location,
        origin: 'seed',
      };
      await append(`area-${areaId}`, [event('AreaCreated', data)]);
      log.areaIds.push(areaId);
      areaCity.set(areaId, cityId);
    }
  }

  while (written < options.events) {
    const postId = randomUUID();
    const areaId = pick(log.areaIds);
    const authorId = pick(users);
    const events = [
      event(
        'PostPublished',
        {
          postId,
          areaId,
          cityId: areaCity.get(areaId),
          authorId,
          authorAlias: `Quiet Mango ${Math.floor(next() * 100)}`,
          postType: pick(POST_TYPES),
          topicId: next() < 0.8 ? pick(TOPICS).id : null,
          title: `Water supply in ward ${Math.floor(next() * 300)}`,
          content: 'The tanker came late again today; the morning supply lasted barely twenty minutes.',
          imageUrl: null,
          mediaUrls: [],
        },
        authorId,
      ),
    ];
    const replies = Math.floor(next() * 7); // 0..6, about 3 a post
    for (let r = 0; r < replies; r++) {
      const replier = pick(users);
      events.push(
        event(
          'ReplyAdded',
          {
            postId,
            replyId: randomUUID(),
            authorId: replier,
            authorAlias: `Brave Lotus ${r}`,
            content: 'Same here, it has been like this all week.',
            mediaUrls: [],
          },
          replier,
        ),
      );
    }
    const voters = new Set(Array.from({ length: Math.floor(next() * 11) }, () => pick(users)));
    for (const userId of voters) events.push(event('PostUpvoted', { postId, userId }, userId));
    if (next() < 0.03) {
      const reporterId = pick(users);
      const data = {
        reportId: randomUUID(),
        postId,
        replyId: null,
        reporterId,
        reason: 'spam',
        reportedRevision: 0,
      };
      events.push(event('ContentReported', data, reporterId));
    }
    await append(`post-${postId}`, events);
    log.postIds.push(postId);
  }
  log.events = written;
  return log;
}
