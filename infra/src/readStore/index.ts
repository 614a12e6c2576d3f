export { type DocumentTexts, findTexts } from './documentTexts.js';
export { createMongoReadStore } from './mongoReadStore.js';
export * from './port.js';
export { createSqliteReadStore } from './sqliteReadStore.js';
