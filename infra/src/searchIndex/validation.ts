import type { PlaceDocument } from './port.js';
import { tokenize } from './text.js';

export function assertPosition(position: number): number {
  if (!Number.isSafeInteger(position) || position < 0) {
    throw new RangeError(`SearchIndex: position must be a non-negative integer, got ${position}`);
  }
  return position;
}

/** An ISO date or date-time as a UTC `toISOString()`, which sorts as text in time order. */
export function normalizeInstant(value: string, field: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`SearchIndex: ${field} is not an ISO date: '${value}'`);
  return new Date(time).toISOString();
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(Number.isFinite(value) ? value : min)));
}

/** The words a place is found by (spec: cities by name, state and country; areas by name). */
export function placeWords(doc: PlaceDocument): string[] {
  return doc.type === 'city' ? tokenize(`${doc.name} ${doc.state} ${doc.country}`) : tokenize(doc.name);
}

export const placeTypeRank = (doc: PlaceDocument): number => (doc.type === 'city' ? 0 : 1);
