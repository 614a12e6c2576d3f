import type { ReceiverSpec } from './target.js';

/** What the bench tells a client process. */
export type ToClient =
  /** Open one receiving socket per entry of `channels` (socket numbers from `firstIndex`). */
  | { type: 'open'; label: string; spec: ReceiverSpec; channels: string[]; firstIndex: number }
  /** Deliveries from now on count for this phase. */
  | { type: 'phase'; phase: string }
  /** Answer the latencies of `phase`. */
  | { type: 'collect'; phase: string }
  /** Close every socket (the process stays for the next target). */
  | { type: 'closeAll' }
  | { type: 'exit' };

/** What a client process tells the bench. */
export type FromClient =
  | { type: 'opened'; count: number }
  | { type: 'failed'; error: string }
  /** Deliveries so far (all phases) and when the last came, in `nowMs()` milliseconds. */
  | { type: 'progress'; delivered: number; lastAt: number }
  | { type: 'collected'; phase: string; latencies: number[] }
  | { type: 'closed' };

/**
 * Milliseconds on the machine's monotonic clock (CLOCK_MONOTONIC), the same
 * in every process: a send time stamped in the bench's process is compared
 * with a receive time taken in a client process.
 */
export function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/** Each message's content starts with `#<id>@<sent ms>|`: what a receiver needs for the latency. */
export function stamp(id: number, sentAt: number, padding: string): string {
  const head = `#${id}@${sentAt.toFixed(3)}|`;
  return head + padding.slice(head.length);
}

export function sentAtOf(content: string): number | null {
  const at = content.indexOf('@');
  const bar = content.indexOf('|', at);
  if (!content.startsWith('#') || at < 0 || bar < 0) return null;
  return Number(content.slice(at + 1, bar));
}
