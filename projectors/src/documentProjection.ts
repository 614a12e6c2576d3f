import type { DomainEventType } from '@mohalla/contracts';
import type { ReadDocument, ReadStore } from '@mohalla/infra';
import { type Found, findDocument, writeDocument } from './documentWrites.js';
import type { ProjectedEvent, Projection } from './projection.js';

/**
 * A projection in the decider's shape: which document an event is about and
 * a pure fold of it, `evolve(document | null, event)`. The store work
 * (loading the document, position-guarded writes, moving it between
 * collections) is `documentProjection`'s, the same for every projection; the
 * runner's overlay already keeps the documents a batch touches in memory and
 * writes each changed one once per batch (a rebuild's coalescing).
 */
export interface DocumentProjectionDefinition<D extends ReadDocument> {
  name: string;
  /** Stream categories (`city`, `post`, ...) whose events it needs. */
  categories: readonly string[];
  handles: readonly DomainEventType[];
  /** Collections it owns: the first is where documents are kept unless `shelves` says otherwise. */
  collections: readonly string[];
  /** Opens its collections with their indexes when the projector starts (see `Projection.open`). */
  open?(store: ReadStore): void;
  /** Whether the event changes anything here (a type it handles, about a document it keeps). */
  canHandle(event: ProjectedEvent): boolean;
  /** The id of the document the event is about. */
  documentId(event: ProjectedEvent): string;
  /**
   * An event that opens its document (a publication): the document is not
   * looked up first, as a new id has nothing stored (a redelivery is still
   * refused by the store's position guard).
   */
  opens?(event: ProjectedEvent): boolean;
  /** The document after the event; null when there is none (never made, or removed). Pure. */
  evolve(document: D | null, event: ProjectedEvent): D | null;
  /** For a projection that keeps documents in more than one collection (public, and a hidden shadow). */
  shelves?: Shelves<D>;
}

/**
 * Where a document is kept, for projections whose documents move between
 * collections: a post a moderator hides moves to a private shadow
 * collection, and back when restored.
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

/** A document projection as the runner runs it. */
export interface DocumentProjection<D extends ReadDocument>
  extends Projection,
    Pick<DocumentProjectionDefinition<D>, 'canHandle' | 'documentId' | 'evolve' | 'opens' | 'shelves'> {}

/** The generic store work around a document projection's pure `evolve`. */
export function documentProjection<D extends ReadDocument>(
  definition: DocumentProjectionDefinition<D>,
): DocumentProjection<D> {
  const { canHandle, documentId, evolve, opens, shelves } = definition;
  const [home] = definition.collections;
  if (!home) throw new Error(`the ${definition.name} projection names no collection`);
  const shelvesIn = shelves ? definition.collections : [home];
  const place = (doc: D) => (shelves ? shelves.place(doc) : { collection: home, doc });
  const read = (found: Found) => (shelves ? shelves.read(found.name, found.doc) : (found.doc as D));
  return {
    ...definition,
    async apply(event, { store }) {
      if (!canHandle(event)) return;
      const id = documentId(event);
      const found = opens?.(event)
        ? []
        : await findDocument(store, shelvesIn, id, shelves?.movedBy(event) ?? false);
      const current = found[0] ? read(found[0]) : null;
      const next = evolve(current, event);
      await writeDocument(store, {
        id,
        found,
        next: next === null ? null : place(next),
        unchanged: next === current,
        position: event.position,
      });
    },
  };
}
