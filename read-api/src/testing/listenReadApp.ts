import type { AddressInfo } from 'node:net';
import { createReadApp, type ReadApiDeps } from '../app.js';

export interface ListeningReadApp {
  url: string;
  close(): Promise<void>;
}

/** The read app on a free local port, for the int specs that call it over HTTP. */
export async function listenReadApp(deps: ReadApiDeps): Promise<ListeningReadApp> {
  const server = createReadApp(deps).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
