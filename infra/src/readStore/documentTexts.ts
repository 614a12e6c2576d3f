import type { Collection, Filter, FindOptions, ReadDocument } from './port.js';

/**
 * Beyond the port: `find` answered as each document's JSON text, for a
 * route that sends documents on unchanged. SQLite keeps documents as that
 * text, and parsing a page of them only to serialise them again was most of
 * what a page cost once an index served it.
 */
export interface DocumentTexts {
  findTexts(filter?: Filter, options?: FindOptions): Promise<string[]>;
}

const hasDocumentTexts = (collection: object): collection is DocumentTexts =>
  typeof (collection as Partial<DocumentTexts>).findTexts === 'function';

/** The documents `find` would answer, as JSON texts: straight from an adapter that keeps them so, else serialised. */
export async function findTexts<T extends ReadDocument>(
  collection: Collection<T>,
  filter?: Filter,
  options?: FindOptions,
): Promise<string[]> {
  if (hasDocumentTexts(collection)) return collection.findTexts(filter, options);
  return (await collection.find(filter, options)).map((doc) => JSON.stringify(doc));
}
