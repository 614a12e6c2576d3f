import { compareIds, type ListedDocument, type SearchIndex } from '@mohalla/infra';
import { type ReadModelDifference, WHOLE_DOCUMENT } from './compareReadModels.js';

/** The `collection` search index differences are reported under, by document kind. */
const searchIndexCollection = (kind: ListedDocument['kind']) => `search index ${kind}s`;

const kindRank = { post: 0, place: 1 } as const;
/** The listing order: posts, then places, each by id. */
const order = (a: ListedDocument, b: ListedDocument) =>
  kindRank[a.kind] - kindRank[b.kind] || compareIds(a.id, b.id);

const shown = (doc: ListedDocument | undefined) => doc && { position: doc.position, digest: doc.digest };

/**
 * Every document missing from, extra in, or stale in (another position or
 * digest) the `live` index's active generation against `expected`'s. Both
 * listings come in the same order, so one pass merges them with only the
 * current document of each in memory: fit for indexes of any size.
 */
export async function compareSearchIndexes(
  live: SearchIndex,
  expected: SearchIndex,
): Promise<ReadModelDifference[]> {
  const differences: ReadModelDifference[] = [];
  const actual = cursor(live);
  const wanted = cursor(expected);
  let a = await actual();
  let b = await wanted();
  while (a || b) {
    const step = !a ? 1 : !b ? -1 : order(a, b);
    const doc = (step <= 0 ? a : b)!;
    const collection = searchIndexCollection(doc.kind);
    if (step !== 0) {
      const [liveDoc, expectedDoc] = step < 0 ? [doc, undefined] : [undefined, doc];
      differences.push({
        collection,
        id: doc.id,
        field: WHOLE_DOCUMENT,
        live: shown(liveDoc),
        expected: shown(expectedDoc),
      });
    } else {
      for (const field of ['position', 'digest'] as const) {
        if (a![field] !== b![field])
          differences.push({ collection, id: doc.id, field, live: a![field], expected: b![field] });
      }
    }
    if (step <= 0) a = await actual();
    if (step >= 0) b = await wanted();
  }
  return differences;
}

/** The listing's next document, or undefined once it is over. */
function cursor(index: SearchIndex): () => Promise<ListedDocument | undefined> {
  const iterator = index.listDocuments()[Symbol.asyncIterator]();
  return async () => {
    const next = await iterator.next();
    return next.done ? undefined : next.value;
  };
}
