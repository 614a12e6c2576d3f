/**
 * Rebuild rate: `npm run bench:rebuild [-- --events N] [--mongo-seconds S]`.
 * Writes a realistic log (default 1,000,000 events) to a temporary SQLite
 * event store, then rebuilds every projection from it into the SQLite read
 * store and, when MONGO_URL is set, into that MongoDB-protocol server
 * (FerretDB: for S seconds, default 300, see `targetsFrom`). Beside it, in
 * the same run, the floor: the same log read, folded in memory and written
 * once (`measureFloor`). Prints the tables and a RESULT line; asserts nothing.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteEventStore, type EventStore, startProgressBar } from '@mohalla/infra';
import { writeSampleLog } from '../../test/support/sampleLog.js';
import { measureFloor } from './rebuildFloor.js';
import { type RebuildMeasurement, rebuildInto, targetsFrom } from './rebuildTargets.js';

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(name);
  const value = at === -1 ? fallback : Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number`);
  return value;
}

async function writeLog(store: EventStore, events: number): Promise<number> {
  const bar = startProgressBar('writing the log', events);
  let reported = 0;
  const log = await writeSampleLog(store, {
    events,
    onProgress: (written) => {
      bar.increment(written - reported);
      reported = written;
    },
  });
  bar.finish();
  return log.events;
}

/** A Markdown table: the first `left` columns are text, the rest numbers (right-aligned). */
function markdown(header: readonly string[], cells: readonly string[][], left = 1): string {
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i]!.length)));
  const line = (values: readonly string[]) =>
    `| ${values.map((v, i) => (i < left ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < left ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** A whole rebuild: one read of the log feeds every projection, so its log rate is the log over the time. */
function totals(rows: readonly RebuildMeasurement[]): string {
  const header = [
    'read store',
    'log events',
    'projections',
    'seconds',
    'log events/s',
    'projection-events/s',
  ];
  const cells = rows.map((row) =>
    row.partial
      ? [
          row.target,
          count(row.logEvents),
          String(row.projections),
          `stopped at ${row.seconds.toFixed(0)}`,
          `${count(row.logEventsDone / row.seconds)} (partial)`,
          count((row.logEventsDone * row.projections) / row.seconds),
        ]
      : [
          row.target,
          count(row.logEvents),
          String(row.projections),
          row.seconds.toFixed(1),
          count(row.logEvents / row.seconds),
          count((row.logEvents * row.projections) / row.seconds),
        ],
  );
  return markdown(header, cells);
}

/** `--log FILE`: the log is kept there and read again by the next run (writing it takes most of a short run). */
function logPath(args: string[], dir: string): string {
  const at = args.indexOf('--log');
  return at === -1 ? join(dir, 'events.sqlite') : args[at + 1]!;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mohalla-rebuild-bench-'));
  const args = process.argv.slice(2);
  const path = logPath(args, dir);
  const reused = existsSync(path);
  const eventStore = createSqliteEventStore({ path });
  try {
    const logEvents = reused
      ? await eventStore.headPosition()
      : await writeLog(eventStore, option(args, '--events', 1_000_000));
    const loadBefore = loadavg();
    // The floor before and after the rebuilds, and the faster of the two: the first read of a freshly
    // written log pays for its WAL, and the machine's load moves; the stricter peer is the faster one.
    const floorBefore = await measureFloor(eventStore, dir);
    const results: RebuildMeasurement[] = [];
    for (const target of await targetsFrom(process.env, dir, option(args, '--mongo-seconds', 300))) {
      results.push(await rebuildInto(eventStore, target, logEvents));
    }
    const floorAfter = await measureFloor(eventStore, dir);
    const floor = floorBefore.seconds <= floorAfter.seconds ? floorBefore : floorAfter;
    const loadAfter = loadavg();
    console.log(
      `\nRebuilding every projection from a log of ${logEvents.toLocaleString('en-US')} events, Node ${process.version}, ${cpus().length} cores, load average ${loadBefore[0]!.toFixed(2)} before and ${loadAfter[0]!.toFixed(2)} after\n`,
    );
    console.log(totals(results));
    console.log(
      `\nThe floor, same run (the faster of before and after the rebuilds: ${floorBefore.seconds.toFixed(1)} s and ${floorAfter.seconds.toFixed(1)} s): reading the same log, folding it in memory (${count(floor.documents)} documents) and writing it once to SQLite:\n`,
    );
    console.log(
      markdown(
        ['floor', 'log events', 'seconds', 'log events/s'],
        [
          [
            'read, fold, write once',
            count(floor.events),
            floor.seconds.toFixed(1),
            count(floor.events / floor.seconds),
          ],
        ],
      ),
    );
    const sqlite = results[0]!;
    console.log(
      `\nRESULT log_events_per_s=${Math.round(sqlite.logEvents / sqlite.seconds)} floor_events_per_s=${Math.round(floor.events / floor.seconds)}`,
    );
  } finally {
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
