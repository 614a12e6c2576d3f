import { APPEND_SIGNAL_COUNTER } from '@mohalla/infra';

/**
 * "The log grew", from the thread that commits the main event store's
 * appends (its writer thread) to the projector thread, through shared
 * memory (`signalAppend` in the event store): a postMessage per commit
 * group from the main thread took 2–3% of its loop in the ingest bench's
 * profile, and so did an Atomics.notify from it.
 */
const CLOSED = 1;

export const appendSignalBuffer = () => new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);

// ES2023's lib has no waitAsync yet; Node 20's V8 has it.
type WaitAsync = (
  cells: Int32Array,
  index: number,
  value: number,
) => { async: false; value: string } | { async: true; value: Promise<string> };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

/**
 * The projector thread's side: calls `wake` after each bump (several bumps
 * while it is busy make one call) until `close`.
 */
export function onAppendSignal(buffer: SharedArrayBuffer, wake: () => void): { close(): void } {
  const cells = new Int32Array(buffer);
  void (async () => {
    while (Atomics.load(cells, CLOSED) === 0) {
      const seen = Atomics.load(cells, APPEND_SIGNAL_COUNTER);
      const waiting = waitAsync(cells, APPEND_SIGNAL_COUNTER, seen);
      // Not async: the counter moved since it was read, so there is news already.
      if (waiting.async) await waiting.value;
      if (Atomics.load(cells, CLOSED) === 0) wake();
    }
  })();
  return {
    close() {
      Atomics.store(cells, CLOSED, 1);
      Atomics.notify(cells, APPEND_SIGNAL_COUNTER);
    },
  };
}
