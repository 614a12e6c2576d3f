import { describe } from 'vitest';
import { describeGenerations } from './searchIndexContract.generations.js';
import type { MakeSearchIndex } from './searchIndexContract.helpers.js';
import { describeListing } from './searchIndexContract.listing.js';
import { describePlaces } from './searchIndexContract.places.js';
import { describeRelevance } from './searchIndexContract.relevance.js';
import { describeSearch } from './searchIndexContract.search.js';
import { describeWrites } from './searchIndexContract.writes.js';

/**
 * The SearchIndex contract, run unchanged for every adapter. `make` must
 * return a fresh, empty index each time (its own file, its own index names),
 * so tests never see each other's documents; the suite closes what it opens.
 */
export function describeSearchIndexContract(name: string, make: MakeSearchIndex): void {
  describe(`SearchIndex contract: ${name}`, () => {
    describeWrites(make);
    describeSearch(make);
    describePlaces(make);
    describeGenerations(make);
    describeListing(make);
    describeRelevance(make);
  });
}
