export * from './dtos.js';
export * from './events.js';
export * from './jobs.js';
