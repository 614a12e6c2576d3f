import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProgressBar } from '@mohalla/infra';
import type { FromClient, ToClient } from './clientProtocol.js';
import type { ReceiverSpec } from './target.js';

export interface ClientPool {
  readonly size: number;
  /** Opens one receiving socket per entry of `channels`, spread over the client processes. */
  open(label: string, spec: ReceiverSpec, channels: readonly string[]): Promise<void>;
  /** Deliveries from now on count for `phase`. */
  phase(phase: string): void;
  /** Deliveries so far, every process and phase. */
  delivered(): number;
  /** When the last delivery came (nowMs), over every process. */
  lastAt(): number;
  /** Send-to-delivery times of `phase`, in ms, from every process. */
  collect(phase: string): Promise<number[]>;
  closeAll(): Promise<void>;
  exit(): Promise<void>;
}

interface Client {
  process: ChildProcess;
  delivered: number;
  lastAt: number;
  /** Waits for the next message of a type. */
  waiters: Map<string, (message: FromClient) => void>;
}

/** `size` client processes (clientWorker.ts), each running under tsx in `cwd`. */
export function startClientPool(size: number, cwd: string): ClientPool {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'clientWorker.ts');
  const clients: Client[] = Array.from({ length: size }, () => {
    const child = fork(script, [], { cwd, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const client: Client = { process: child, delivered: 0, lastAt: 0, waiters: new Map() };
    child.on('message', (message: FromClient) => {
      if (message.type === 'progress') {
        client.delivered = message.delivered;
        client.lastAt = message.lastAt;
      }
      const waiter = client.waiters.get(message.type);
      waiter?.(message);
    });
    return client;
  });
  const tell = (client: Client, message: ToClient) => client.process.send(message);
  const next = <T extends FromClient['type']>(client: Client, type: T) =>
    new Promise<Extract<FromClient, { type: T }>>((resolve) => {
      client.waiters.set(type, (message) => {
        client.waiters.delete(type);
        resolve(message as Extract<FromClient, { type: T }>);
      });
    });

  return {
    size,
    async open(label, spec, channels) {
      const bar = startProgressBar(label, channels.length, 'sockets');
      const opened = new Array<number>(size).fill(0);
      try {
        await Promise.all(
          clients.map(async (client, c) => {
            const mine = channels.filter((_channel, n) => n % size === c);
            let failure: string | null = null;
            const done = new Promise<void>((resolve) => {
              client.waiters.set('opened', (message) => {
                if (message.type !== 'opened') return;
                bar.increment(message.count - opened[c]!);
                opened[c] = message.count;
                if (message.count === mine.length) resolve();
              });
              client.waiters.set('failed', (message) => {
                if (message.type === 'failed') failure = message.error;
                resolve();
              });
            });
            tell(client, { type: 'open', label, spec, channels: mine, firstIndex: c * 1_000_000 });
            if (mine.length === 0) return;
            await done;
            client.waiters.delete('opened');
            client.waiters.delete('failed');
            if (failure) throw new Error(`a client process could not open its sockets: ${failure}`);
          }),
        );
      } finally {
        bar.finish();
      }
    },
    phase(phase) {
      for (const client of clients) tell(client, { type: 'phase', phase });
    },
    delivered: () => clients.reduce((sum, client) => sum + client.delivered, 0),
    lastAt: () => Math.max(...clients.map((client) => client.lastAt)),
    async collect(phase) {
      const answers = await Promise.all(
        clients.map((client) => {
          const answer = next(client, 'collected');
          tell(client, { type: 'collect', phase });
          return answer;
        }),
      );
      return answers.flatMap((answer) => answer.latencies);
    },
    async closeAll() {
      await Promise.all(
        clients.map((client) => {
          const answer = next(client, 'closed');
          tell(client, { type: 'closeAll' });
          return answer;
        }),
      );
    },
    async exit() {
      await Promise.all(
        clients.map(
          (client) =>
            new Promise<void>((resolve) => {
              if (client.process.exitCode !== null) return resolve();
              client.process.once('exit', () => resolve());
              tell(client, { type: 'exit' });
            }),
        ),
      );
    },
  };
}
