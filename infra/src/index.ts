export * from './config/index.js';
export * from './eventStore/index.js';
export * from './http/index.js';
export * from './logging/logger.js';
export * from './presence/index.js';
export * from './progress/progressBar.js';
export * from './readStore/index.js';
export * from './service/index.js';
