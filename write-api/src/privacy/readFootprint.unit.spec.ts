import type { EventStore, ReadAllOptions } from '@mohalla/infra';
import { describe, expect, it } from 'vitest';
import { footprintCollector } from './personFootprint.js';
import { readFootprint } from './readFootprint.js';
import { twoNeighbours } from './testing/twoNeighbours.js';

/** A log that answers `readAll` from a list and records each page asked for; a later event lands past the head. */
function pagedLog(log: ReturnType<typeof twoNeighbours>['log'], late: (typeof log)[number]) {
  const pages: ReadAllOptions[] = [];
  const store = {
    headPosition: async () => log.length,
    readAll: async (options: ReadAllOptions = {}) => {
      pages.push(options);
      const after = options.after ?? 0;
      return [...log, late].filter((e) => e.position > after).slice(0, options.maxCount);
    },
  } as unknown as EventStore;
  return { store, pages };
}

describe('reading a footprint from the log in pages', () => {
  const { log, asha } = twoNeighbours();
  const whole = footprintCollector(asha.userId);
  for (const recorded of log) whole.take(recorded);
  const last = log.at(-1)!;
  const late = { ...last, eventId: crypto.randomUUID(), position: log.length + 1 };

  it('reads every page up to the head it started at and finds what one pass over the whole log finds', async () => {
    const { store, pages } = pagedLog(log, late);
    const { footprint, logPosition } = await readFootprint(store, asha.userId, 7);
    expect(logPosition).toBe(log.length);
    expect(footprint.events.map((e) => e.eventId)).toEqual(whole.footprint().events.map((e) => e.eventId));
    expect(footprint.events.map((e) => e.eventId)).not.toContain(late.eventId);
    expect(pages).toHaveLength(Math.ceil(log.length / 7));
    expect(pages.every((p) => p.maxCount === 7)).toBe(true);
    expect(pages[0]).toEqual({ maxCount: 7 });
    expect(pages[1]).toEqual({ after: 7, maxCount: 7 });
  });
});
