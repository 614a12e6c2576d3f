/**
 * Fan-out benchmark: `npm run bench:fanout [-- --sizes=1000,5000 --channels=100 --one-channel
 * --clients=3 --targets=mohalla,socketio,uws]` (`mohalla-gateway` is another target: the single
 * node's gateway in front of its realtime node).
 *
 * For each server, in turn, on this machine: N receiving sockets spread over
 * `--channels` channels (and in one channel with `--one-channel`), held by
 * `--clients` client processes so that reading the sockets is not the limit;
 * one sending socket per channel in this process. Prints send-to-delivery
 * latency (p50, p99) at a steady load and the throughput of a burst (messages
 * and deliveries per second), the servers side by side: Mohalla, Socket.IO
 * (the peer) and raw uWebSockets.js (the floor). Checks that Mohalla's log
 * holds every message sent. Prints numbers; asserts nothing.
 */
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startClientPool } from './clientPool.js';
import { ensureFileLimit } from './fileLimit.js';
import { mohallaTarget } from './mohallaTarget.js';
import { runScenario, type ScenarioResult, type ScenarioShape } from './scenario.js';
import { socketIoTarget } from './socketIoTarget.js';
import { markdownTable } from './stats.js';
import type { FanoutTarget } from './target.js';
import { uwsTarget } from './uwsTarget.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,5000' },
    channels: { type: 'string', default: '100' },
    'one-channel': { type: 'boolean', default: false },
    clients: { type: 'string', default: '3' },
    targets: { type: 'string', default: 'mohalla,socketio,uws' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const manyChannels = Number(values.channels);
/** Residents the bench signs up; receivers share their sessions (several tabs each). */
const RESIDENTS = 20;

const openers: Record<string, () => Promise<FanoutTarget>> = {
  mohalla: () => mohallaTarget(repoRoot, manyChannels, RESIDENTS),
  'mohalla-gateway': () => mohallaTarget(repoRoot, manyChannels, RESIDENTS, { viaGateway: true }),
  socketio: () => socketIoTarget(repoRoot, manyChannels),
  uws: () => uwsTarget(repoRoot, manyChannels),
};

/**
 * Sizes the phases to what two shared cores can take: the steady phase
 * offers at most 20 messages and 10,000 deliveries a second (latency, not
 * saturation), the burst about 200,000 deliveries (20 to 2,000 messages).
 */
function shapeFor(clients: number, channels: number): ScenarioShape {
  const perMessage = Math.max(1, clients / channels);
  const clamp = (value: number, low: number, high: number) =>
    Math.round(Math.min(high, Math.max(low, value)));
  return {
    clients,
    channels,
    senders: channels,
    latencyMessages: clamp(50_000 / perMessage, 20, 100),
    gapMs: clamp(perMessage / 10, 50, 1_000),
    burstMessages: clamp(200_000 / perMessage, 20, 2_000),
    contentLength: 120,
  };
}
const channelCounts = values['one-channel'] ? [1, manyChannels] : [manyChannels];
const shapes = channelCounts.flatMap((channels) => sizes.map((clients) => shapeFor(clients, channels)));
const clientProcesses = Number(values.clients);

ensureFileLimit(Math.max(...sizes) + manyChannels + 1_000);

const pool = startClientPool(clientProcesses, repoRoot);
const results: ScenarioResult[] = [];
const names: string[] = [];
const notes: string[] = [];
let loggedRatio: number | undefined;
try {
  for (const kind of values.targets.split(',')) {
    const open = openers[kind];
    if (!open) throw new Error(`Unknown target ${kind}; known: ${Object.keys(openers).join(', ')}`);
    const target = await open();
    names.push(target.name);
    try {
      let sent = 0;
      for (const shape of shapes) {
        const result = await runScenario(target, pool, shape);
        results.push(result);
        sent += result.sent;
        await sleep(target.sendWindowMs);
      }
      const logged = target.loggedMessages?.();
      notes.push(
        `${target.name}: ${target.path}` +
          (logged === undefined
            ? ''
            : `; its log holds ${logged.toLocaleString('en-US')} of the ${sent.toLocaleString('en-US')} messages sent`),
      );
      if (logged !== undefined) loggedRatio = logged / sent;
    } finally {
      await target.stop();
    }
  }
} finally {
  await pool.exit();
}

const ms = (value: number): string => (Number.isNaN(value) ? '-' : value.toFixed(1));
const count = (value: number): string => Math.round(value).toLocaleString('en-US');
const header = [
  'clients × channels',
  ...names.flatMap((name) => [`${name} p50 ms`, 'p99 ms', 'msg/s', 'deliveries/s']),
];
const rows = shapes.map((shape) => [
  `${count(shape.clients)} × ${shape.channels}`,
  ...names.flatMap((name) => {
    const result = results.find((r) => r.target === name && r.shape === shape);
    if (!result) return ['-', '-', '-', '-'];
    const missing = result.missing > 0 ? ` (${count(result.missing)} missing)` : '';
    return [
      ms(result.p50),
      ms(result.p99),
      count(result.messagesPerSecond),
      count(result.deliveriesPerSecond) + missing,
    ];
  }),
]);
const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(', ');
process.stdout.write(
  `\n${markdownTable(header, rows)}\n\n${notes.map((note) => `- ${note}`).join('\n')}\n` +
    `- receivers held by ${clientProcesses} client processes; senders (one per channel) in the bench's own process\n` +
    `- load average at the end: ${load}\n`,
);

// The RESULT line: the issue's row (1,000 sockets over the channels) when it ran, else the first row.
const main = shapes.find((shape) => shape.clients === 1_000 && shape.channels === manyChannels) ?? shapes[0]!;
const of = (name: string) => results.find((r) => r.target === name && r.shape === main);
const fields = [
  ['mohalla_msg_per_s', of('Mohalla')?.messagesPerSecond],
  ['socketio_msg_per_s', of('Socket.IO')?.messagesPerSecond],
  ['uws_msg_per_s', of('raw uWS')?.messagesPerSecond],
  ['mohalla_p99_ms', of('Mohalla')?.p99],
  ['mohalla_logged_ratio', loggedRatio],
].filter((field): field is [string, number] => field[1] !== undefined);
process.stdout.write(
  `RESULT clients=${main.clients} channels=${main.channels} ${fields.map(([name, value]) => `${name}=${Number(value.toFixed(name.endsWith('ratio') ? 4 : 1))}`).join(' ')}\n`,
);
