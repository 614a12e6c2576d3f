import { createHash } from 'node:crypto';
import type { PlaceDocument, PostDocument } from './port.js';
import { fold } from './text.js';
import { normalizeInstant } from './validation.js';

/**
 * Digests of what a document is searched and shown by, computed the same
 * way by every adapter from what it stores, so two indexes can be compared
 * document by document without reading them whole. A post's digest covers
 * the fields every adapter keeps for search (area, kind, date, the folded
 * author alias, title, content); its counters are left out (the embedded
 * index does not store them), but each change to them is a write at a newer
 * position, which the listing shows. A place's digest covers its whole
 * document.
 */
export interface DigestedPost {
  areaId: string;
  type: string;
  /** Normalised as stored (`toISOString()`). */
  createdAt: string;
  /** The folded, trimmed author alias. */
  authorKey: string;
  title: string;
  content: string;
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

export const storedPostDigest = (p: DigestedPost): string =>
  sha256([p.areaId, p.type, p.createdAt, p.authorKey, p.title, p.content]);

/** The digest a post is listed with once written. */
export const postDigest = (doc: PostDocument): string =>
  storedPostDigest({
    ...doc,
    createdAt: normalizeInstant(doc.createdAt, 'createdAt'),
    authorKey: fold(doc.authorAlias.trim()),
  });

/** Keys in sorted order, so an adapter's stored key order does not matter. */
export const placeDigest = (place: PlaceDocument): string =>
  sha256(Object.entries(place).sort(([a], [b]) => compareIds(a, b)));

/**
 * The order listings come in: by the ids' UTF-8 bytes, as SQLite's BINARY
 * collation and OpenSearch's keyword sort compare them (JavaScript's `<`
 * compares UTF-16 units, which differs beyond the Basic Multilingual Plane).
 */
export function compareIds(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
