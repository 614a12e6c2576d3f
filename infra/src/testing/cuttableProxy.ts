import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server that a test can cut and restore,
 * on the same port: what a store going away and coming back looks like to
 * its clients (connections reset, new ones refused), without stopping a
 * server other suites share.
 */
export async function cuttableProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const open = async () => {
    server = createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  };
  await open();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and resets every open one. */
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: open,
    close: async function close() {
      await this.cut().catch(() => {});
    },
  };
}
