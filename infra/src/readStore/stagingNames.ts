import { assertCollectionName } from './fieldPath.js';

const GENERATION = /^[a-z0-9]{1,12}$/;

/** Generation ids end up inside collection and table names: one strict pattern, as for every name. */
export function assertGeneration(generation: string): string {
  if (!GENERATION.test(generation)) {
    throw new Error(`ReadStore: invalid staging generation ${JSON.stringify(generation)}`);
  }
  return generation;
}

/** Where a collection is rebuilt before it is promoted. */
export function stagedName(name: string, generation: string): string {
  return assertCollectionName(`${assertCollectionName(name)}__g${assertGeneration(generation)}`);
}

/** Where a live collection waits while a store that cannot rename over it swaps (FerretDB). */
export function asideName(name: string, generation: string): string {
  return assertCollectionName(`${name}__o${assertGeneration(generation)}`);
}
