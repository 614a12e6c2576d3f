export { APPEND_SIGNAL_COUNTER, signalAppend } from './changeNotifier.js';
export { chatRetentionPolicy, DEFAULT_CHAT_RETENTION_DAYS } from './chatRetention.js';
export { createEsdbEventStore, type EsdbEventStoreOptions } from './esdbEventStore.js';
export * from './port.js';
export { type RetentionPruner, startRetentionPruner } from './retentionPruner.js';
export { createSqliteEventStore, type SqliteEventStoreOptions } from './sqliteEventStore.js';
export { type FoldedStream, type StreamFoldCache, streamFoldCache } from './streamFoldCache.js';
