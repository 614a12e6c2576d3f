export { type BullMqJobQueueOptions, createBullMqJobQueue } from './bullMqJobQueue.js';
export { createInProcessJobQueue, type InProcessJobQueueOptions } from './inProcessJobQueue.js';
export * from './port.js';
