/** Seconds a client is asked to wait before trying again while a store is down. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** Error names the store clients give a server they cannot reach (MongoDB, OpenSearch, ioredis). */
const UNREACHABLE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoOperationTimeoutError',
  'ConnectionError', // @opensearch-project/opensearch
  'NoLivingConnectionsError',
  'TimeoutError', // @opensearch-project/opensearch: a server that accepts and never answers
  'MaxRetriesPerRequestError', // ioredis
]);
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ETIMEDOUT', 'EPIPE']);

/**
 * Whether an error says a store's server cannot be reached (down,
 * restarting, cut off), as opposed to a bug or a refused request: such a
 * request is answered 503 with Retry-After, at once, not a 500 after the
 * client's own timeout.
 */
export function isStoreUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; depth++) {
    const { name, code } = cause as { name?: unknown; code?: unknown };
    if (typeof name === 'string' && UNREACHABLE_NAMES.has(name)) return true;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
