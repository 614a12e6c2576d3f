/**
 * Answers from the shared store, or, when it fails (unreachable, timed
 * out), from this process's own: what the Redis-backed adapters do during
 * an outage. Input errors (RangeError) are the caller's and are not hidden.
 */
export async function orFallback<T>(fromShared: () => Promise<T>, fromLocal: () => Promise<T>): Promise<T> {
  try {
    return await fromShared();
  } catch (error) {
    if (error instanceof RangeError) throw error;
    return fromLocal();
  }
}
