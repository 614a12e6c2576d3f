/** One socket the bench holds open. */
export interface BenchSocket {
  close(): void;
}

export interface SenderSocket extends BenchSocket {
  /** Sends one chat message to the channel the socket is in. */
  send(content: string): void;
}

/**
 * A server under test, seen the way the bench uses it: sockets that enter a
 * channel and report the content of every chat message they receive, and
 * sockets that send. Both servers get the same calls, so the scenario code
 * is shared.
 */
export interface FanoutTarget {
  readonly name: string;
  /** What each delivery costs besides the fan-out, printed under the table. */
  readonly path: string;
  /** Channel ids, at least as many as the widest scenario uses. */
  readonly channels: readonly string[];
  /** Resolves once the socket is in `channel` and will get its messages. */
  receiver(channel: string, onContent: (content: string) => void): Promise<BenchSocket>;
  /** `index` tells senders apart (each may be its own person, for per-person send limits). */
  sender(channel: string, index: number): Promise<SenderSocket>;
  /** How long a sender must stay quiet before it may send a scenario's messages again (a per-person limit). */
  readonly sendWindowMs: number;
  /** Bytes of one delivered chat message frame, measured on the wire by a receiver. */
  frameBytes(): number;
  stop(): Promise<void>;
}
