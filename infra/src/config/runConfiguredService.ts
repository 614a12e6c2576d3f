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

/**
 * `runService` for a service process whose settings come from the
 * environment: reads them (a wrong value stops the start, naming the
 * variable), opens its logger at their LOG_LEVEL and the log and read store
 * they name, then `start`s it; the stores are closed after what `start`
 * returned has stopped.
 */
export function runConfiguredService<C extends StoreSettings & { LOG_LEVEL: LogLevel }>(
  name: string,
  readConfig: (env: NodeJS.ProcessEnv) => C,
  start: (config: C, basics: ServiceBasics) => Promise<StartedService>,
): void {
  runService(name, async () => {
    const config = readConfig(process.env);
    const logger = createConsoleLogger(config.LOG_LEVEL, name);
    const eventStore = openEventStore(config);
    const readStore = await openReadStore(config);
    const service = await start(config, { logger, eventStore, readStore });
    return { ...service, stop: () => closeInOrder([service, readStore, eventStore]) };
  });
}
