import { type Collection, type Document, type IndexDescription, MongoServerError } from 'mongodb';

const NAMESPACE_NOT_FOUND = 26;

export type IndexSpec = IndexDescription & { name: string };

/**
 * Creates the indexes the collection lacks, one `createIndexes` each. Not
 * all at once: FerretDB 1.24 panics ("slice bounds out of range") on a
 * `createIndexes` of two or more indexes that all exist already, which is
 * every restart on existing data. One index at a time also leaves each
 * request harmless when another process made it meanwhile.
 */
export async function ensureIndexes<T extends Document>(
  collection: Collection<T>,
  specs: readonly IndexSpec[],
): Promise<void> {
  if (specs.length === 0) return;
  const present = new Set((await existingIndexes(collection)).map((index) => index.name));
  for (const spec of specs) {
    if (present.has(spec.name)) continue;
    await collection.createIndexes([spec]);
  }
}

async function existingIndexes<T extends Document>(
  collection: Collection<T>,
): Promise<Array<{ name?: string }>> {
  try {
    return await collection.indexes();
  } catch (error) {
    if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}
