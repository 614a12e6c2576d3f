export * from './dataExport.js';
export * from './erasure.js';
export * from './privacyOperations.js';
