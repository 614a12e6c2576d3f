import { markdownTable } from './fanout/stats.js';
import { type Progress, startProgress } from './progress.js';

export interface Measurement {
  operation: string;
  events: number;
  seconds: number;
}

/** Times `run`, which reports progress as it goes and answers how many events it handled. */
export async function measure(
  operation: string,
  expectedEvents: number,
  run: (progress: Progress) => Promise<number>,
): Promise<Measurement> {
  const progress = startProgress(operation, expectedEvents);
  const started = performance.now();
  try {
    const events = await run(progress);
    return { operation, events, seconds: (performance.now() - started) / 1000 };
  } finally {
    progress.stop();
  }
}

export function formatTable(rows: readonly Measurement[]): string {
  const header = ['operation', 'events', 'seconds', 'events/second'];
  const cells = rows.map((row) => [
    row.operation,
    row.events.toLocaleString('en-US'),
    row.seconds.toFixed(2),
    Math.round(row.events / row.seconds).toLocaleString('en-US'),
  ]);
  return markdownTable(header, cells);
}
