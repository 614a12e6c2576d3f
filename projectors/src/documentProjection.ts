import type { Filter, FindOptions, ReadDocument, ReadStore } from '@mohalla/infra';
import { type Found, findDocument, writeDocument } from './documentWrites.js';
import type { ProjectedEvent, Projection } from './projection.js';

/**
 * One kind of document in the decider's shape: which document an event is
 * about and a pure fold of it, `evolve(document | null, event)`. The store
 * work (loading the document, position-guarded writes, moving it between
 * collections) is `applyToDocuments`', the same for every projection; the
 * runner's overlay already keeps the documents a batch touches in memory
 * and writes each changed one once per batch (a rebuild's coalescing).
 */
export interface DocumentKind<D extends ReadDocument> {
  /** Where its documents are kept: the first, unless `shelves` says otherwise. */
  collections: readonly string[];
  /** Whether the event changes anything here (a type it handles, about a document it keeps). */
  canHandle(event: ProjectedEvent): boolean;
  /**
   * The id of the document the event is about, or which documents (of the
   * first collection) when it is about several (an area's channels when the
   * area is deleted), or null when none. `related` is the document `related`
   * names: a post's hiding is about the stats of the area the post counted in.
   * `sort`, when given, follows one of the collection's indexes, so the store
   * reads the matches off it with no sort step (the order is not otherwise needed).
   */
  documentId(
    event: ProjectedEvent,
    related: ReadDocument | null,
  ): string | { where: Filter; sort?: FindOptions['sort'] } | null;
  /**
   * An event that opens its document (a publication): the document is not
   * looked up first, as a new id has nothing stored (a redelivery is still
   * refused by the store's position guard).
   */
  opens?(event: ProjectedEvent): boolean;
  /**
   * Another document the fold needs, read before `evolve` and handed to it
   * (an area is shown with its city's name, which its creation does not carry).
   */
  related?(event: ProjectedEvent): { collection: string; id: string } | null;
  /** The document after the event; null when there is none (never made, or removed). Pure. */
  evolve(document: D | null, event: ProjectedEvent, related: ReadDocument | null): D | null;
  /** For documents kept in more than one collection (public, and a hidden shadow). */
  shelves?: Shelves<D>;
}

/**
 * Where a document is kept, for documents that move between collections: a
 * post a moderator hides moves to a private shadow collection, and back
 * when restored.
 */
export interface Shelves<D extends ReadDocument> {
  /** The collection the document belongs in, and the document as stored there. */
  place(document: D): { collection: string; doc: ReadDocument };
  /** A stored document as `evolve` sees it. */
  read(collection: string, doc: ReadDocument): D;
  /**
   * Events that may move a document: for them every collection is looked in,
   * so a move a crash interrupted (written to one, not yet removed from the
   * other) is finished when the event is delivered again.
   */
  movedBy(event: ProjectedEvent): boolean;
}

/** What the runner needs of any projection besides `apply`. */
export type ProjectionInfo = Omit<Projection, 'apply'>;

/** A projection of one kind of document. */
export type DocumentProjection<D extends ReadDocument> = Projection & DocumentKind<D>;

export function documentProjection<D extends ReadDocument>(
  definition: ProjectionInfo & DocumentKind<D>,
): DocumentProjection<D> {
  return { ...definition, apply: (event, { store }) => applyToDocuments(definition, event, store) };
}

/** A projection of several kinds of document (a channel's area, a message's channel), each with its own fold. */
export function documentsProjection(
  info: ProjectionInfo,
  // biome-ignore lint/suspicious/noExplicitAny: each kind has its own document type
  kinds: readonly DocumentKind<any>[],
): Projection & { kinds: readonly DocumentKind<ReadDocument>[] } {
  return {
    ...info,
    kinds,
    async apply(event, { store }) {
      // Checked here too: no async call for a kind the event is not about.
      for (const kind of kinds) if (kind.canHandle(event)) await applyToDocuments(kind, event, store);
    },
  };
}

/** The generic store work around a document kind's pure `evolve`. */
export async function applyToDocuments<D extends ReadDocument>(
  kind: DocumentKind<D>,
  event: ProjectedEvent,
  store: ReadStore,
): Promise<void> {
  if (!kind.canHandle(event)) return;
  const [home] = kind.collections;
  if (!home) throw new Error('a document kind names no collection');
  const wanted = kind.related?.(event);
  const related = wanted ? await store.collection(wanted.collection).get(wanted.id) : null;
  const about = kind.documentId(event, related);
  if (about === null) return;
  if (typeof about !== 'string') {
    for (const doc of await store
      .collection(home)
      .find(about.where, about.sort ? { sort: about.sort } : {})) {
      await evolveAndWrite(kind, event, store, doc._id, [{ name: home, doc }], related);
    }
    return;
  }
  const found = kind.opens?.(event)
    ? []
    : await findDocument(
        store,
        kind.collections,
        kind.shelves ? kind.collections.length : 1,
        about,
        kind.shelves?.movedBy(event) ?? false,
      );
  const written = evolveAndWrite(kind, event, store, about, found, related);
  if (written) await written;
}

/** Folds one document and writes what changed; nothing to wait for (no promise) when nothing did. */
function evolveAndWrite<D extends ReadDocument>(
  kind: DocumentKind<D>,
  event: ProjectedEvent,
  store: ReadStore,
  id: string,
  found: Found[],
  related: ReadDocument | null,
): Promise<unknown> | undefined {
  const { shelves } = kind;
  const first = found[0];
  const current = first ? (shelves ? shelves.read(first.name, first.doc) : (first.doc as D)) : null;
  const next = kind.evolve(current, event, related);
  const unchanged = next === current;
  if (unchanged && found.length <= 1) return;
  const placed =
    next === null ? null : shelves ? shelves.place(next) : { collection: kind.collections[0]!, doc: next };
  return writeDocument(store, { id, found, next: placed, unchanged, position: event.position });
}
