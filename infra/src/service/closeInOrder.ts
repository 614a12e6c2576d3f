/** Anything a service holds open: servers, stores, queues, workers (`stop`), or nothing when not configured. */
export type Closable =
  | { close(): Promise<void> | void }
  | { stop(): Promise<void> | void }
  | null
  | undefined;

/**
 * Closes what a service opened, one after the other in the order given
 * (what depends on a store before the store), so a service's `stop` is the
 * list of what it holds rather than a line per part.
 */
export async function closeInOrder(parts: readonly Closable[]): Promise<void> {
  for (const part of parts) {
    if (!part) continue;
    if ('close' in part) await part.close();
    else await part.stop();
  }
}
