import { readFileSync } from 'node:fs';

/** Clock ticks a second in /proc (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds a process has spent so far (user and system, every thread),
 * from /proc/<pid>/stat; null where there is no /proc. Divided by the
 * requests it answered, it is what a request costs the server whatever else
 * the machine runs: the figure that survives a busy machine.
 */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
