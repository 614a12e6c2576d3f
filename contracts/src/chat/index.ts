export * from './clientMessages.js';
export * from './dtos.js';
export * from './events.js';
export * from './readModels.js';
export * from './rules.js';
export * from './serverMessages.js';
