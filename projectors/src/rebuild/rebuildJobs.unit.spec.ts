import { describe, expect, it } from 'vitest';
import { buildJobId, rebuildOfJob, swapJobId } from './rebuildJobs.js';
import type { RebuildRun } from './rebuildRun.js';

const run = { _id: 'mabc12x', round: 12 } as RebuildRun;

describe('rebuild job ids', () => {
  it('name the rebuild and round they belong to, and nothing for another queue', () => {
    expect(rebuildOfJob(buildJobId(run, 'areaStats'))).toEqual({ rebuildId: 'mabc12x', round: 12 });
    expect(rebuildOfJob(swapJobId(run))).toEqual({ rebuildId: 'mabc12x', round: 12 });
    expect(rebuildOfJob('notify-1-2')).toBeNull();
    expect(rebuildOfJob('rebuild-mabc12x-swap')).toBeNull();
  });
});
