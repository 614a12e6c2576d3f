import { assertFieldPath } from './fieldPath.js';
import type { IndexKey } from './port.js';

/** An index key read back: the field, and the direction when it is a sort key (null: equality). */
export interface ParsedIndexKey {
  path: string;
  direction: 'asc' | 'desc' | null;
}

/** The keys of one declared index, paths checked, for either adapter to build it from. */
export function parseIndexKeys(keys: readonly IndexKey[]): ParsedIndexKey[] {
  return keys.map((key) => {
    if (typeof key === 'string') return { path: assertFieldPath(key), direction: null };
    const [path, direction] = key;
    if (direction !== 'asc' && direction !== 'desc') throw new Error('ReadStore: invalid index direction');
    return { path: assertFieldPath(path), direction };
  });
}

/** A name-safe spelling of the keys (`areaId__seq_desc`): the same declaration always gets the same name. */
export function indexKeysName(keys: readonly IndexKey[]): string {
  return parseIndexKeys(keys)
    .map(({ path, direction }) => (direction === null ? path : `${path}_${direction}`))
    .join('__');
}
