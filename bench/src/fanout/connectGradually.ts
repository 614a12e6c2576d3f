import { startProgressBar } from '@mohalla/infra';
import type { BenchSocket } from './target.js';

/** Handshakes in flight at once: enough to keep both cores busy, few enough not to flood the accept queue. */
const IN_FLIGHT = 32;

/**
 * Opens `count` sockets a few at a time, with a progress bar (rate, ETA).
 * If one fails, the ones already open are closed and the error is thrown.
 */
export async function connectGradually(
  label: string,
  count: number,
  open: (n: number) => Promise<BenchSocket>,
): Promise<BenchSocket[]> {
  const bar = startProgressBar(label, count, 'sockets');
  const sockets: BenchSocket[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const n = next++;
      sockets.push(await open(n));
      bar.increment();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count) }, worker));
    return sockets;
  } catch (error) {
    for (const socket of sockets) socket.close();
    throw error;
  } finally {
    bar.finish();
  }
}
