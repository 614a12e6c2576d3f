/**
 * A client process of `npm run bench:fanout`: holds a share of the receiving
 * sockets, so that reading thousands of sockets does not become the limit
 * being measured (one Node process reads about as fast as the servers
 * write). Talks to the bench over IPC (clientProtocol.ts).
 */
import { type FromClient, nowMs, sentAtOf, type ToClient } from './clientProtocol.js';
import { openReceiver } from './receivers.js';
import type { BenchSocket } from './target.js';

/** Handshakes in flight at once per client process. */
const IN_FLIGHT = 16;
const PROGRESS_MS = 20;

const tell = (message: FromClient) => process.send!(message);

let sockets: BenchSocket[] = [];
let phase = 'none';
const latencies = new Map<string, number[]>();
let delivered = 0;
let lastAt = 0;
let reported = 0;

const onContent = (content: string): void => {
  const at = nowMs();
  const sentAt = sentAtOf(content);
  if (sentAt === null) return;
  delivered++;
  lastAt = at;
  const list = latencies.get(phase) ?? [];
  if (list.length === 0) latencies.set(phase, list);
  list.push(at - sentAt);
};

setInterval(() => {
  if (delivered === reported) return;
  reported = delivered;
  tell({ type: 'progress', delivered, lastAt });
}, PROGRESS_MS);

async function open(message: Extract<ToClient, { type: 'open' }>): Promise<void> {
  let next = 0;
  let opened = 0;
  const worker = async (): Promise<void> => {
    while (next < message.channels.length) {
      const n = next++;
      sockets.push(await openReceiver(message.spec, message.channels[n]!, message.firstIndex + n, onContent));
      opened++;
      if (opened % 50 === 0) tell({ type: 'opened', count: opened });
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, message.channels.length) }, worker));
  tell({ type: 'opened', count: opened });
}

process.on('message', (message: ToClient) => {
  switch (message.type) {
    case 'open':
      open(message).catch((error: unknown) => tell({ type: 'failed', error: String(error) }));
      return;
    case 'phase':
      phase = message.phase;
      return;
    case 'collect':
      tell({ type: 'collected', phase: message.phase, latencies: latencies.get(message.phase) ?? [] });
      latencies.delete(message.phase);
      return;
    case 'closeAll':
      for (const socket of sockets) socket.close();
      sockets = [];
      tell({ type: 'closed' });
      return;
    case 'exit':
      process.exit(0);
  }
});
