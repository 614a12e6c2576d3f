/** The three states the spec names: connecting, then connected, otherwise disconnected. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

/** The spec's socket reconnect delay (section 9). */
export const RECONNECT_DELAY_MS = 3000;

/** `WebSocket.OPEN`, spelt out: the class itself is not there outside a browser (tests). */
const OPEN = 1;

export interface ChatSocketOptions<In> {
  url: string;
  /** Reads one inbound frame; null for anything malformed (it is logged and ignored). */
  parse: (raw: unknown) => In | null;
  /** Called once per delivered message, in arrival order. */
  onMessage: (message: In) => void;
  /** Called on every (re)connection, before anything else is sent: where the join goes. */
  onOpen: () => void;
  /** Called whenever a connection ends (a reconnect follows). */
  onClose?: () => void;
  /** For tests: a stand-in for the browser's WebSocket. */
  createSocket?: (url: string) => WebSocket;
}

/**
 * One WebSocket with the spec's life cycle: connect, and on close wait 3 s and
 * connect again, until `close()`. It knows nothing of chat: the caller parses
 * frames and decides what to send on open.
 */
export class ChatSocket<In, Out> {
  private socket: WebSocket | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private current: ConnectionStatus = 'connecting';
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: ChatSocketOptions<In>) {
    this.connect();
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): ConnectionStatus => this.current;

  /** Sends when connected; false (nothing sent) otherwise. */
  send = (message: Out): boolean => {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  };

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket?.close();
    this.socket = null;
    this.listeners.clear();
  }

  private setStatus(next: ConnectionStatus): void {
    if (next === this.current) return;
    this.current = next;
    for (const listener of this.listeners) listener();
  }

  private connect(): void {
    if (this.closed) return;
    this.retry = null;
    this.setStatus('connecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: WebSocket;
    try {
      socket = create(this.options.url);
    } catch (error) {
      console.error('Chat connection failed', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.setStatus('connected');
      this.options.onOpen();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onClose?.();
      this.scheduleReconnect();
    };
    // An error is always followed by a close, where the retry is scheduled.
    socket.onerror = () => undefined;
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.setStatus('disconnected');
    this.retry = setTimeout(() => this.connect(), RECONNECT_DELAY_MS);
  }

  private receive(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      console.warn('Ignored a chat frame that is not JSON', data);
      return;
    }
    const message = this.options.parse(json);
    if (message === null) {
      console.warn('Ignored a chat frame outside the protocol', json);
      return;
    }
    this.options.onMessage(message);
  }
}
