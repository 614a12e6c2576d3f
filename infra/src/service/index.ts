export { type Closable, closeInOrder } from './closeInOrder.js';
export { type Listening, listen } from './listen.js';
export { cappedBackoffMs, type RetryBackoff, retryBackoff } from './retryBackoff.js';
export { runService, type StartedService } from './runService.js';
