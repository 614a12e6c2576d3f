export { InvalidCursorError } from './cursor.js';
export { compareIds, placeDigest, postDigest } from './documentListing.js';
export { createOpenSearchIndex } from './openSearchIndex.js';
export * from './port.js';
export { createSqliteSearchIndex, type SqliteSearchIndex } from './sqliteSearchIndex.js';
