import type { RebuildStatus } from '@mohalla/contracts';
import type { Rebuilder } from './rebuilder.js';

const over = (state: RebuildStatus['state']) =>
  state === 'done' || state === 'failed' || state === 'abandoned' || state === 'interrupted';

/**
 * Follows a rebuild that another process runs (the projectors' worker on a
 * shared queue) by reading its status every `intervalMs` until it is done,
 * failed, abandoned or interrupted (nobody works on it). A status read outside the working process carries no
 * rate (see `statusOf`): one is measured here from the readings, from the
 * first, with the time left at that rate.
 */
export async function followRebuild(
  rebuilder: Pick<Rebuilder, 'status'>,
  id: string,
  onStatus: (status: RebuildStatus) => void,
  intervalMs = 1000,
): Promise<RebuildStatus> {
  let first: { at: number; done: number } | undefined;
  for (;;) {
    const status = await rebuilder.status(id);
    if (!status) throw new Error(`rebuild ${id} is gone`);
    const now = performance.now();
    first ??= { at: now, done: status.eventsDone };
    if (!over(status.state) && status.eventsPerSecond === 0) {
      const seconds = (now - first.at) / 1000;
      const rate = seconds > 0 ? (status.eventsDone - first.done) / seconds : 0;
      status.eventsPerSecond = Math.round(rate);
      status.etaSeconds = rate > 0 ? Math.round((status.eventsTotal - status.eventsDone) / rate) : null;
    }
    onStatus(status);
    if (over(status.state)) return status;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
