export { type Listening, listen } from './listen.js';
export { type RetryBackoff, retryBackoff } from './retryBackoff.js';
export { runService, type StartedService } from './runService.js';
