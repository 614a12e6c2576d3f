/**
 * How far a rebuild has come in this process, counted in log events per
 * projection (see `RebuildStatusSchema`): rate and time left are measured
 * from when this process took the rebuild up.
 */
export interface ProgressSnapshot {
  eventsDone: number;
  eventsTotal: number;
  eventsPerSecond: number;
  etaSeconds: number | null;
}

/** Told of each step: where the whole rebuild stands, and how far which projection just went. */
export type ProgressListener = (snapshot: ProgressSnapshot, advancedBy: number, projection: string) => void;

export function rebuildProgress(now: () => number = () => performance.now()) {
  const started = now();
  const from = new Map<string, number>();
  const at = new Map<string, number>();
  const to = new Map<string, number>();
  const listeners = new Set<ProgressListener>();

  const snapshot = (): ProgressSnapshot => {
    let done = 0;
    let total = 0;
    for (const [name, start] of from) {
      done += (at.get(name) ?? start) - start;
      total += Math.max(to.get(name) ?? start, at.get(name) ?? start) - start;
    }
    const seconds = (now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    return {
      eventsDone: done,
      eventsTotal: total,
      eventsPerSecond: Math.round(rate),
      etaSeconds: rate > 0 ? Math.round((total - done) / rate) : null,
    };
  };

  return {
    /** A projection's work: from its staged checkpoint to the log head it must reach. */
    plan(projection: string, position: number, head: number) {
      if (!from.has(projection)) from.set(projection, position);
      at.set(projection, Math.max(at.get(projection) ?? position, position));
      to.set(projection, Math.max(to.get(projection) ?? head, head));
    },
    advance(projection: string, position: number) {
      const before = at.get(projection) ?? from.get(projection) ?? position;
      if (position <= before) return;
      at.set(projection, position);
      const current = snapshot();
      for (const listener of listeners) listener(current, position - before, projection);
    },
    snapshot,
    onAdvance(listener: ProgressListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type RebuildProgress = ReturnType<typeof rebuildProgress>;
