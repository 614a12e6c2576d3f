import type { MemoryPostIndex } from './memoryPostIndex.js';

/** Filters already folded and normalised, as `searchPosts` takes them. */
export interface MemoryFilters {
  areaId?: string;
  type?: string;
  /** Milliseconds since the epoch. */
  from?: number;
  authorKey?: string;
}

export interface CompiledFilters {
  area?: number;
  type?: number;
  author?: number;
  from?: number;
}

export function passes(index: MemoryPostIndex, slot: number, filters: CompiledFilters): boolean {
  return (
    (filters.area === undefined || index.area[slot] === filters.area) &&
    (filters.type === undefined || index.type[slot] === filters.type) &&
    (filters.author === undefined || index.author[slot] === filters.author) &&
    (filters.from === undefined || index.createdAt[slot]! >= filters.from)
  );
}

/** Filter values as the index's ids; `null` when one names a value no post has. */
export function compileFilters(index: MemoryPostIndex, filters: MemoryFilters): CompiledFilters | null {
  const out: CompiledFilters = {};
  for (const [key, table, value] of [
    ['area', index.areas, filters.areaId],
    ['type', index.types, filters.type],
    ['author', index.authors, filters.authorKey],
  ] as const) {
    if (value === undefined) continue;
    const id = table.idOf(value);
    if (id === undefined) return null;
    out[key] = id;
  }
  if (filters.from !== undefined) out.from = filters.from;
  return out;
}
