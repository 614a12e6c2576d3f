/**
 * "The log grew" from the main thread to the projector thread through shared
 * memory: a counter the main thread bumps after each commit and the thread
 * waits on with `Atomics.waitAsync`. A postMessage per commit group cost the
 * main loop 2–3% in the ingest bench's profile (as much again as the writer
 * thread's own messages); a bump and a notify cost a tenth of that.
 */
const COUNTER = 0;
const CLOSED = 1;

export const appendSignalBuffer = () => new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);

/** The main thread's side: call after each commit of this process's appends. */
export function appendSignalSender(buffer: SharedArrayBuffer): () => void {
  const cells = new Int32Array(buffer);
  return () => {
    Atomics.add(cells, COUNTER, 1);
    Atomics.notify(cells, COUNTER);
  };
}

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
      const seen = Atomics.load(cells, COUNTER);
      const waiting = waitAsync(cells, COUNTER, seen);
      // Not async: the counter moved since it was read, so there is news already.
      if (waiting.async) await waiting.value;
      if (Atomics.load(cells, CLOSED) === 0) wake();
    }
  })();
  return {
    close() {
      Atomics.store(cells, CLOSED, 1);
      Atomics.notify(cells, COUNTER);
    },
  };
}
