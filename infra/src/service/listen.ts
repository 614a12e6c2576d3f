import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** Serves a request handler on host:port and answers the URL clients should use. */
export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  host: string,
  port: number,
  /** Takes connection upgrades (WebSockets); without it they are refused. */
  onUpgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void,
): Promise<Listening> {
  const server = createServer(handler);
  if (onUpgrade) server.on('upgrade', onUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
