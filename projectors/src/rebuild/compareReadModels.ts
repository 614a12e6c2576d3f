import { isDeepStrictEqual } from 'node:util';
import type { ReadDocument, ReadStore } from '@mohalla/infra';
import type { Projection } from '../projection.js';

/** One way the live read models differ from a clean rebuild. `undefined` means absent. */
export interface ReadModelDifference {
  collection: string;
  id: string;
  /** The top-level field that differs, or `(document)` when the document is on one side only. */
  field: string;
  live: unknown;
  expected: unknown;
}

export const WHOLE_DOCUMENT = '(document)';

const byId = (docs: ReadDocument[]) =>
  new Map(docs.map((doc) => [doc._id, doc as unknown as Record<string, unknown>]));

/**
 * Every difference between the projections' collections in `live` and in
 * `expected`, field by field, in a stable order (collection, id, field).
 * Whole collections are read into memory: a tool for tests and operators.
 */
export async function compareReadModels(
  live: ReadStore,
  expected: ReadStore,
  projections: readonly Projection[],
): Promise<ReadModelDifference[]> {
  const differences: ReadModelDifference[] = [];
  for (const collection of [...new Set(projections.flatMap((p) => p.collections))]) {
    const actual = byId(await live.collection(collection).find());
    const wanted = byId(await expected.collection(collection).find());
    for (const id of [...new Set([...actual.keys(), ...wanted.keys()])].sort()) {
      const a = actual.get(id);
      const b = wanted.get(id);
      if (!a || !b) {
        differences.push({ collection, id, field: WHOLE_DOCUMENT, live: a, expected: b });
        continue;
      }
      for (const field of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
        if (!isDeepStrictEqual(a[field], b[field])) {
          differences.push({ collection, id, field, live: a[field], expected: b[field] });
        }
      }
    }
  }
  return differences;
}

export function formatDifference(difference: ReadModelDifference): string {
  const show = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));
  const field = difference.field === WHOLE_DOCUMENT ? '' : ` .${difference.field}`;
  return `${difference.collection} ${difference.id}${field}: live ${show(difference.live)}, expected ${show(difference.expected)}`;
}
