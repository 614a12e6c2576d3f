/** One socket the bench holds open. */
export interface BenchSocket {
  close(): void;
}

export interface SenderSocket extends BenchSocket {
  /** Sends one chat message to the channel the socket is in. */
  send(content: string): void;
}

/**
 * How a client process opens a receiving socket on a target: plain data,
 * sent to the client processes (see receivers.ts for what each kind does).
 */
export type ReceiverSpec =
  | { kind: 'mohalla'; socketUrl: string; tokens: readonly string[] }
  | { kind: 'socketio'; url: string }
  | { kind: 'uws'; socketUrl: string };

/**
 * A server under test, seen the way the bench uses it: receiving sockets
 * (opened by the client processes from `receivers`) that enter a channel and
 * report the content of every chat message they get, and sending sockets
 * (held by the bench's own process). Every server gets the same calls, so
 * the scenario code is shared.
 */
export interface FanoutTarget {
  readonly name: string;
  /** What each delivery costs besides the fan-out, printed under the table. */
  readonly path: string;
  /** Channel ids, at least as many as the widest scenario uses. */
  readonly channels: readonly string[];
  readonly receivers: ReceiverSpec;
  /** `index` tells senders apart (each may be its own person, for per-person send limits). */
  sender(channel: string, index: number): Promise<SenderSocket>;
  /** How long a sender must stay quiet before it may send a scenario's messages again (a per-person limit). */
  readonly sendWindowMs: number;
  /** Chat messages the server's log holds, for a server that keeps one. */
  loggedMessages?(): number;
  stop(): Promise<void>;
}
