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
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column]!.length)),
  );
  const line = (values: readonly string[]): string =>
    `| ${values.map((value, column) => (column === 0 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!))).join(' | ')} |`;
  // Markdown alignment row: the number columns are right-aligned.
  const rule = `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}
