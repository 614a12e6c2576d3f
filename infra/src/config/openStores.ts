import { chatRetentionPolicy } from '../eventStore/chatRetention.js';
import { createEsdbEventStore } from '../eventStore/esdbEventStore.js';
import type { EventStore } from '../eventStore/port.js';
import { createSqliteEventStore } from '../eventStore/sqliteEventStore.js';
import { personalDataEventStore } from '../privacy/personalDataEventStore.js';
import { createMongoReadStore } from '../readStore/mongoReadStore.js';
import type { ReadStore } from '../readStore/port.js';
import { createSqliteReadStore } from '../readStore/sqliteReadStore.js';
import { createOpenSearchIndex } from '../searchIndex/openSearchIndex.js';
import type { SearchIndex } from '../searchIndex/port.js';
import { createSqliteSearchIndex } from '../searchIndex/sqliteSearchIndex.js';
import { openPersonKeys } from './keyStoreSettings.js';
import type { StoreSettings } from './storeSettings.js';

/**
 * Adapter choice is configuration, never code: these are the only places that pick one.
 * The log forgets chat after CHAT_RETENTION_DAYS, whichever adapter holds it,
 * and is read and written through the key store (personal data sealed per person).
 */
export function openEventStore(settings: StoreSettings): EventStore {
  const retention = chatRetentionPolicy(settings.CHAT_RETENTION_DAYS);
  const log =
    settings.EVENT_STORE === 'esdb'
      ? createEsdbEventStore({ connectionString: settings.EVENTSTORE_URL!, retention })
      : createSqliteEventStore({ path: settings.EVENT_STORE_PATH, retention });
  return personalDataEventStore(log, openPersonKeys(settings));
}

export async function openReadStore(settings: StoreSettings): Promise<ReadStore> {
  if (settings.READ_STORE === 'mongo') {
    return createMongoReadStore({ url: settings.MONGO_URL!, database: settings.MONGO_DATABASE });
  }
  return createSqliteReadStore({ path: settings.READ_STORE_PATH });
}

export function openSearchIndex(settings: StoreSettings): SearchIndex {
  if (settings.SEARCH_INDEX === 'opensearch') {
    return createOpenSearchIndex({
      url: settings.OPENSEARCH_URL!,
      indexPrefix: settings.OPENSEARCH_INDEX_PREFIX,
    });
  }
  return createSqliteSearchIndex({ path: settings.SEARCH_INDEX_PATH });
}
