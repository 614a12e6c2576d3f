export * from './commands.js';
export * from './dtos.js';
export * from './events.js';
export * from './readModels.js';
export * from './rules.js';
export * from './severity.js';
export * from './wordDiff.js';
