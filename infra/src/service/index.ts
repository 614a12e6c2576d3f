export { type Listening, listen } from './listen.js';
export { runService, type StartedService } from './runService.js';
