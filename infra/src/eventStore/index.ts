export { createEsdbEventStore } from './esdbEventStore.js';
export * from './port.js';
export { createSqliteEventStore, type SqliteEventStoreOptions } from './sqliteEventStore.js';
