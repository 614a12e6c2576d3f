import type { RecordedEvent } from '@mohalla/contracts';
import { type EventStore, type Logger, retryBackoff, type Subscription } from '@mohalla/infra';

/** What one kind of stream (by name prefix) does with the events the node follows. */
export interface LogHandler {
  /** Handles the events of streams whose name starts with this. */
  streamPrefix: string;
  /**
   * Runs once per new event, in log order; the follower waits for it before
   * the next. What it throws is taken as a failed read of the log: the
   * follower follows again from before this event, which then comes again;
   * an event that fails `MAX_TRIES` times running is logged and skipped, so
   * one bad event cannot stop the node's live pushes for good.
   */
  handle(event: RecordedEvent): void | Promise<void>;
  /**
   * Every matching event up to `position` has been handled: called once at
   * the start (the log's head) and after each event or checkpoint.
   */
  passed?(position: number): void;
}

const MAX_TRIES = 3;

/**
 * The node's one subscription to the log: every stream some handler wants,
 * from the head when the node starts, each event handed to its handler in
 * log order. A redelivered event (at or below the position passed) is
 * skipped, and a lost subscription is followed again from that position,
 * so each event is handled once, with no gap.
 */
export async function startLogFollower(deps: {
  eventStore: EventStore;
  logger: Logger;
  handlers: readonly LogHandler[];
}): Promise<{ close(): Promise<void> }> {
  const { eventStore, logger, handlers } = deps;
  let position = await eventStore.headPosition();
  let subscription: Subscription | null = null;
  let closed = false;
  /** The event being handled, and how often its handler failed so far. */
  let handling: number | null = null;
  let failed = { position: -1, times: 0 };

  const pass = (to: number) => {
    position = to;
    for (const handler of handlers) handler.passed?.(position);
  };
  pass(position);

  const follow = async () => {
    const streamPrefixes = handlers.map((handler) => handler.streamPrefix);
    const backoff = retryBackoff();
    while (!closed) {
      subscription = eventStore.subscribeToAll({ after: position, streamPrefixes });
      try {
        for await (const item of subscription) {
          backoff.reset();
          if (item.kind === 'checkpoint') {
            if (item.position > position) pass(item.position);
          } else if (item.event.position > position) {
            const { event } = item;
            handling = event.position;
            await handlers
              .find((handler) => event.streamName.startsWith(handler.streamPrefix))
              ?.handle(event);
            handling = null;
            pass(event.position);
          }
        }
        // A live subscription ends only when closed; one that ended under us is a lost log.
        if (!closed) logger.error('the live feed lost the log (its subscription ended); following it again');
      } catch (error) {
        if (closed) return;
        if (handling === null) {
          logger.error('the live feed lost the log; following it again', { error });
        } else {
          failed = { position: handling, times: failed.position === handling ? failed.times + 1 : 1 };
          const skip = failed.times >= MAX_TRIES;
          logger.error(`an event could not be handled; ${skip ? 'skipped' : 'trying again'}`, {
            position: handling,
            error,
          });
          if (skip) pass(handling);
          handling = null;
        }
      }
      if (closed) return;
      await subscription.close();
      await new Promise((resolve) => setTimeout(resolve, backoff.next()));
    }
  };
  const following = follow();

  return {
    async close() {
      closed = true;
      await subscription?.close();
      await following;
    },
  };
}
