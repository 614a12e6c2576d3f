import type { DomainEvent, DomainEventType, RecordedEvent } from '@mohalla/contracts';
import type { EventStore, ReadStore, SearchIndexWriter } from '@mohalla/infra';

/** A domain event with where it sits in the log. */
export type ProjectedEvent = DomainEvent & Omit<RecordedEvent, 'type' | 'data'>;

/**
 * One read model. Most are built in the decider's shape by
 * `documentProjection`/`documentsProjection` (a pure `evolve` per kind of
 * document, the store work shared); the reports projection (it looks what
 * was reported up in the log) and the search projection (it writes a search
 * index, not documents) write through `apply` themselves. `apply` must be idempotent: it writes through the read
 * store's position-guarded operations with `event.position`, so the runner
 * may deliver an event again after a crash without changing the result.
 */
export interface Projection {
  name: string;
  /** Stream categories (`city`, `area`, ...) whose events it needs. */
  categories: readonly string[];
  handles: readonly DomainEventType[];
  /** Collections it owns: a reset clears exactly these. */
  collections: readonly string[];
  /**
   * Opens its collections through their accessors, so their declared indexes
   * are made (or replaced) when the projector starts, not when the next
   * event for that collection arrives: on an existing database a new sort
   * key would otherwise wait for, say, the next post.
   */
  open?(store: ReadStore): void;
  apply(event: ProjectedEvent, targets: ProjectionTargets): Promise<void>;
}

/**
 * Where projections write: the read store, and the search index (the active
 * generation when live, a fresh one during a rebuild). A projection uses
 * only what it needs.
 */
export interface ProjectionTargets {
  store: ReadStore;
  search: SearchIndexWriter;
  /**
   * The log, for a projection that looks up what an event refers to (the
   * reports projection: what was reported) instead of copying everything
   * that might be referred to one day. The runner always passes it.
   */
  log?: Pick<EventStore, 'readStream'>;
}

export async function resetProjection(projection: Projection, store: ReadStore): Promise<void> {
  for (const name of projection.collections) await store.collection(name).clear();
  await store.checkpoints.delete(projection.name);
}
