import type { Subscription, SubscriptionItem } from './port.js';

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * Wraps an adapter's producer into a `Subscription`.
 *
 * Lifetime: the producer starts on the first `[Symbol.asyncIterator]()` call
 * (one consumer per subscription). `close()` aborts the producer's signal and
 * runs `onClose` once; from then on every `next()`, including one already
 * pending, resolves `done`, and nothing produced after the close is handed
 * out. A producer that throws ends the subscription the same way, after its
 * error is handed to the pending `next()`. The producer must settle its pending `next()` when the signal aborts
 * (or `onClose` must make it settle), otherwise a pending `next()` would hang.
 */
export function subscriptionHandle(
  produce: (signal: AbortSignal) => AsyncGenerator<SubscriptionItem, void, undefined>,
  onClose?: () => void | Promise<void>,
): Subscription {
  const controller = new AbortController();
  let generator: AsyncGenerator<SubscriptionItem, void, undefined> | undefined;
  let closing: Promise<void> | undefined;

  const close = (): Promise<void> => {
    closing ??= (async () => {
      controller.abort();
      await onClose?.();
    })();
    return closing;
  };

  return {
    close,
    [Symbol.asyncIterator](): AsyncIterator<SubscriptionItem> {
      generator ??= produce(controller.signal);
      const source = generator;
      return {
        async next() {
          if (controller.signal.aborted) return DONE;
          try {
            const result = await source.next();
            return controller.signal.aborted ? DONE : result;
          } catch (error) {
            // Tearing the source down on close may surface as an error; a
            // closed subscription simply ends.
            if (controller.signal.aborted) return DONE;
            // A failed source ends the subscription: the store forgets it, later `next()` calls answer done.
            await close();
            throw error;
          }
        },
        async return() {
          await close();
          // Runs the producer's `finally` when it is parked at a `yield`.
          await source.return(undefined).catch(() => undefined);
          return DONE;
        },
      };
    },
  };
}
