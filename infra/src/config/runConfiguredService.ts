import type { EventStore } from '../eventStore/port.js';
import { createConsoleLogger, type Logger, type LogLevel } from '../logging/logger.js';
import type { ReadStore } from '../readStore/port.js';
import { closeInOrder } from '../service/closeInOrder.js';
import { runService, type StartedService } from '../service/runService.js';
import { openEventStore, openReadStore } from './openStores.js';
import type { StoreSettings } from './storeSettings.js';

/** What every service process starts with: its logger and the two stores its settings name. */
export interface ServiceBasics {
  logger: Logger;
  eventStore: EventStore;
  readStore: ReadStore;
}

type ServiceConfig = StoreSettings & { LOG_LEVEL: LogLevel };
type StartWithBasics<C> = (config: C, basics: ServiceBasics) => Promise<StartedService>;

/**
 * `runService` for a service process whose settings come from the
 * environment: reads them (a wrong value stops the start, naming the
 * variable), then starts it with its stores (`startWithStores`).
 */
export function runConfiguredService<C extends ServiceConfig>(
  name: string,
  readConfig: (env: NodeJS.ProcessEnv) => C,
  start: StartWithBasics<C>,
): void {
  runService(name, async () => {
    const config = readConfig(process.env);
    return startWithStores(config, createConsoleLogger(config.LOG_LEVEL, name), start);
  });
}

/**
 * Opens the log and the read store the settings name and `start`s the
 * service on them; the stores close after what `start` returned has stopped.
 * A start that fails closes what was already opened before the error goes
 * on, so SQLite's write-ahead log is checkpointed and a server connection
 * does not linger while the process explains itself and exits.
 */
export async function startWithStores<C extends ServiceConfig>(
  config: C,
  logger: Logger,
  start: StartWithBasics<C>,
): Promise<StartedService> {
  const eventStore = openEventStore(config);
  let readStore: ReadStore | undefined;
  try {
    readStore = await openReadStore(config);
    const service = await start(config, { logger, eventStore, readStore });
    const stores = readStore;
    return { ...service, stop: () => closeInOrder([service, stores, eventStore]) };
  } catch (error) {
    // The start's own error is the one worth telling; a failing close must not replace it.
    await closeInOrder([readStore, eventStore]).catch(() => undefined);
    throw error;
  }
}
