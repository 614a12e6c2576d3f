/** Tells its watchers where the head of the log is now and then; shared by a store's subscriptions. */
export interface EsdbHeadWatch {
  /**
   * Starts telling `onHead` the head position after each read of it; answers
   * how to stop. The next read waits for what `onHead` answers.
   */
  watch(onHead: (head: number) => void | Promise<void>): () => void;
}

/**
 * One head read per interval for the whole store, and none while nobody
 * watches: a filtered subscription cannot see the log move past it (events
 * its filter skips never reach it), and the server tells it only every few
 * hundred such events. A failed read is skipped; the next tick reads again.
 */
export function createEsdbHeadWatch(readHead: () => Promise<number>, intervalMs: number): EsdbHeadWatch {
  const watchers = new Set<(head: number) => void | Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let reading = false;

  async function tick(): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      const head = await readHead();
      await Promise.all([...watchers].map((onHead) => onHead(head)));
    } catch {
      // The server is away; subscriptions report their own errors.
    } finally {
      reading = false;
    }
  }

  return {
    watch(onHead) {
      watchers.add(onHead);
      if (!timer) {
        timer = setInterval(() => void tick(), intervalMs);
        // A watch alone must not keep a process alive.
        timer.unref();
      }
      return () => {
        watchers.delete(onHead);
        if (watchers.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}
