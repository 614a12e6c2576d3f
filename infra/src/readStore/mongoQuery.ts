import { BSONRegExp, type Document, type Sort } from 'mongodb';
import { assertFieldPath } from './fieldPath.js';
import type { Filter, FindOptions, Scalar } from './port.js';

/**
 * Port filters and sorts in MongoDB terms.
 *
 * Under a case-insensitive collation MongoDB also matches strings
 * case-insensitively, but the port's equality is exact. With `exactStrings`
 * every string condition is doubled by an anchored regex, which collations
 * never touch: the collated `$eq`/`$in` keeps index bounds, the regex keeps
 * the answer exact.
 */
export function toMongoFilter(filter: Filter = {}, exactStrings = false): Document {
  const query: Document = {};
  const exact: Document[] = [];
  for (const [path, condition] of Object.entries(filter)) {
    assertFieldPath(path);
    if (condition !== null && typeof condition === 'object' && !('in' in condition)) {
      query[path] = {
        $type: 'number',
        ...(condition.lt === undefined ? {} : { $lt: condition.lt }),
        ...(condition.gt === undefined ? {} : { $gt: condition.gt }),
      };
      continue;
    }
    const isIn = condition !== null && typeof condition === 'object';
    const values: readonly Scalar[] = isIn ? condition.in : [condition];
    query[path] = isIn ? { $in: [...values] } : { $eq: condition };
    if (exactStrings && values.some((v) => typeof v === 'string')) {
      exact.push({ [path]: { $in: values.map((v) => (typeof v === 'string' ? exactPattern(v) : v)) } });
    }
  }
  if (exact.length > 0) query.$and = exact;
  return query;
}

function exactPattern(value: string): BSONRegExp {
  // \z, not $: PCRE's $ also matches before a trailing newline. \x00 because a BSON regex is a C string.
  const escaped = value.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&').replace(/\0/g, '\\x00');
  return new BSONRegExp(`^${escaped}\\z`, '');
}

export function toMongoSort(sort: FindOptions['sort'] = []): Sort {
  const spec: Record<string, 1 | -1> = {};
  for (const [path, direction] of sort) {
    if (direction !== 'asc' && direction !== 'desc') throw new Error('ReadStore: invalid sort direction');
    spec[assertFieldPath(path)] ??= direction === 'asc' ? 1 : -1;
  }
  // Equal keys would otherwise come back in storage order and skip/limit pages could overlap.
  spec._id ??= 1;
  return spec;
}

/** ICU at strength 2, as the `{ locale: 'en', strength: 2 }` collation the server would use. */
const collator = new Intl.Collator('en', { sensitivity: 'accent' });

/** MongoDB's order across BSON types for the values JSON documents can hold. */
function typeRank(value: unknown): number {
  if (value === undefined || value === null) return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 5;
  if (typeof value === 'boolean') return 8;
  return 4;
}

function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeRank(a) === 1) return 0;
  // Objects and arrays: rare as sort keys; a stable, deterministic order is all that is promised.
  return collator.compare(JSON.stringify(a), JSON.stringify(b));
}

function valueAt(doc: Document, path: string): unknown {
  let value: unknown = doc;
  for (const segment of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Document)[segment];
  }
  return value;
}

/** Client-side sort for servers without collations, matching what the collation would give. */
export function sortInMemory<T extends Document>(docs: T[], sort: Sort): T[] {
  const keys = Object.entries(sort as Record<string, 1 | -1>);
  return docs.sort((a, b) => {
    for (const [path, direction] of keys) {
      const order = compareValues(valueAt(a, path), valueAt(b, path));
      if (order !== 0) return order * direction;
    }
    return 0;
  });
}
