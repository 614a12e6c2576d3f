export { type Closable, closeInOrder } from './closeInOrder.js';
export { type Listening, listen } from './listen.js';
export { type Periodic, runPeriodically } from './periodic.js';
export { cappedBackoffMs, type RetryBackoff, retryBackoff } from './retryBackoff.js';
export { runService, type StartedService } from './runService.js';
