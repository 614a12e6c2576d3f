export * from './dataExport.js';
export * from './privacyOperations.js';
