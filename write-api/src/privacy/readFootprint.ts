import type { EventStore } from '@mohalla/infra';
import { type Footprint, footprintCollector } from './personFootprint.js';

/**
 * How many events one read of the log takes: bounds the memory a footprint
 * read holds at once, and how long it holds the event loop before it lets
 * other requests in (an embedded log's reads are synchronous).
 */
export const FOOTPRINT_PAGE_SIZE = 100;

/**
 * The person's footprint, read from the whole log in pages, up to the head
 * as it was when the read began (so a busy log cannot keep it going).
 *
 * Why the whole log and not an index of their streams: most of what ties a
 * person to the log sits in other people's streams (their upvotes, helpful
 * marks and reports in others' posts and channels; their sessions in one
 * stream each), and the read models that could point there are
 * eventually consistent and keep no author (posts keep the alias only, on
 * purpose). Reading the log itself is complete and exact, and costs one
 * pass: fine for an export asked now and then (the privacy page promises
 * an answer within 30 days, not milliseconds). Should the log grow past
 * that, a projection from user id to stream names is the next step; this
 * function is where it would plug in.
 */
export async function readFootprint(
  eventStore: EventStore,
  userId: string,
  pageSize = FOOTPRINT_PAGE_SIZE,
): Promise<{ footprint: Footprint; logPosition: number }> {
  const collector = footprintCollector(userId);
  const head = await eventStore.headPosition();
  let after: number | undefined;
  while (after === undefined || after < head) {
    const page = await eventStore.readAll(
      after === undefined ? { maxCount: pageSize } : { after, maxCount: pageSize },
    );
    if (page.length === 0) break;
    for (const recorded of page) {
      if (recorded.position > head) break;
      collector.take(recorded);
    }
    after = page.at(-1)!.position;
    // Awaiting a resolved read yields to promises only: without a macrotask turn the whole scan
    // would run as one block, and every other request (a resident's read) would wait for it.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { footprint: collector.footprint(), logPosition: head };
}
