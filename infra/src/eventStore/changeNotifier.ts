/**
 * Wakes waiting subscriptions when this process appends. A version counter
 * closes the race between "read found nothing new" and "start waiting": a
 * waiter passes the version it read before querying and returns at once if
 * an append happened in between.
 */
export class ChangeNotifier {
  #version = 0;
  readonly #waiters = new Set<() => void>();

  get version(): number {
    return this.#version;
  }

  notify(): void {
    this.#version++;
    const waiters = [...this.#waiters];
    this.#waiters.clear();
    for (const wake of waiters) wake();
  }

  /** Resolves on the next `notify`, after `timeoutMs` (the poll), or when `signal` aborts. */
  wait(sinceVersion: number, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (this.#version !== sinceVersion || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#waiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}

/**
 * Appends announced through shared memory to a reader of the same file in
 * another thread: a counter bumped, and its waiters notified, after each
 * commit, by the thread that committed (the writer thread when there is
 * one, so the event loop serving requests pays nothing: a notify that wakes
 * another thread cost the main loop as much as a postMessage, ~3% in the
 * ingest bench's profile). The reader waits with `Atomics.waitAsync`.
 */
export const APPEND_SIGNAL_COUNTER = 0;

export function signalAppend(signal: SharedArrayBuffer): void {
  const cells = new Int32Array(signal);
  Atomics.add(cells, APPEND_SIGNAL_COUNTER, 1);
  Atomics.notify(cells, APPEND_SIGNAL_COUNTER);
}
