import { readFileSync } from 'node:fs';

/** Clock ticks a second for /proc times: 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds the process has used so far (every thread, user and system),
 * from /proc: how much work a phase cost the node, whatever else the shared
 * machine was doing meanwhile. NaN where /proc is absent.
 */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
