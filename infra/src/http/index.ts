export { compressJson } from './compressJson.js';
export {
  type FairQueue,
  type FairShareOptions,
  fairQueue,
  fairShare,
  type Release,
  tooManyAtOnce,
} from './fairShare.js';
export { parseIdParam, parseInput, UuidParam } from './parseInput.js';
export { problemMiddleware, toProblem } from './problemMiddleware.js';
export { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS } from './storeUnavailable.js';
export { tooManyRequests } from './tooManyRequests.js';
