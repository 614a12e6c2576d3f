import type { AddressInfo } from 'node:net';
import { createInProcessPresence, silentLogger } from '@mohalla/infra';
import { createReadApp, type ReadApiDeps } from '../app.js';

export interface ListeningReadApp {
  url: string;
  close(): Promise<void>;
}

/** What a spec gives; by default no one is online, nothing is logged and no read waits on a projection. */
export type SpecReadApiDeps = Omit<ReadApiDeps, 'presence' | 'logger' | 'projectionNames'> &
  Partial<Pick<ReadApiDeps, 'presence' | 'logger' | 'projectionNames'>>;

/** The read app on a free local port, for the int specs that call it over HTTP. */
export async function listenReadApp(deps: SpecReadApiDeps): Promise<ListeningReadApp> {
  const app = createReadApp({
    presence: createInProcessPresence(),
    logger: silentLogger,
    projectionNames: [],
    ...deps,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
