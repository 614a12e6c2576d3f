import type { ReadDocument } from '@mohalla/infra';
import { expect } from 'vitest';
import type { DocumentKind } from '../documentProjection.js';
import type { ProjectedEvent } from '../projection.js';
import { type SpecEvent, testLog } from './testLog.js';

/**
 * Given/when/then for a document projection's pure fold, in the deciders'
 * style (`domain/src/testing/deciderSpec.ts`): given past events (those
 * about the same document are folded by `evolve` from nothing), when one
 * more arrives, then the document is exactly this (null: there is none).
 * No store: what the store makes of it is `projectionSpec`'s to show.
 */
export function documentSpec<D extends ReadDocument>(projection: DocumentKind<D>) {
  return (given: SpecEvent[] = []) => ({
    /** `related`: the other document the fold is handed (see `DocumentKind.related`), if any. */
    when: (event: SpecEvent, related: ReadDocument | null = null) => {
      const log = testLog();
      const past = given.map((e) => log.record(e));
      const now = log.record(event);
      const handled = projection.canHandle(now);
      // An event about several documents (a selection) is folded over everything given.
      const id = handled ? projection.documentId(now, related) : null;
      const about = (e: ProjectedEvent) =>
        projection.canHandle(e) && (typeof id !== 'string' || projection.documentId(e, related) === id);
      const state = past.filter(about).reduce<D | null>((doc, e) => projection.evolve(doc, e, related), null);
      const run = () => (handled ? projection.evolve(state, now, related) : state);
      return {
        thenDocument: (expected: D | null) => expect(run()).toEqual(expected),
        /** `evolve` hands back the very document it was given: nothing is written. */
        thenUnchanged: () => expect(run()).toBe(state),
        /** Not an event this projection takes (the runner never calls `evolve` with it). */
        thenIgnored: () => expect(handled).toBe(false),
      };
    },
  });
}
