/**
 * Fan-out benchmark: `npm run bench:fanout [-- --sizes=100,1000,5000 --channels=100 --targets=mohalla,socketio]`
 * (`mohalla-gateway` is a third target: the single node's gateway in front of its realtime node).
 *
 * For each server, in turn, on this machine: N receiving sockets in one
 * channel, then spread over `--channels` channels; one sending socket per
 * channel beside them. Prints send-to-delivery latency (p50, p99) at a steady load
 * and the throughput of a burst (messages and deliveries per second), as one
 * table with the servers side by side. Prints numbers; asserts nothing.
 */
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureFileLimit } from './fileLimit.js';
import { mohallaTarget } from './mohallaTarget.js';
import { runScenario, type ScenarioResult, type ScenarioShape } from './scenario.js';
import { socketIoTarget } from './socketIoTarget.js';
import { markdownTable } from './stats.js';
import type { FanoutTarget } from './target.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000,5000' },
    channels: { type: 'string', default: '100' },
    targets: { type: 'string', default: 'mohalla,socketio' },
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
};

/**
 * Sizes the phases to what two shared cores can take: the steady phase
 * offers at most 20 messages and 10,000 deliveries a second (latency, not
 * saturation), the burst about 100,000 deliveries (20 to 500 messages).
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
    burstMessages: clamp(100_000 / perMessage, 20, 500),
    contentLength: 120,
  };
}
const shapes = [1, manyChannels].flatMap((channels) => sizes.map((clients) => shapeFor(clients, channels)));

ensureFileLimit(Math.max(...sizes) + manyChannels + 1_000);

const results: ScenarioResult[] = [];
const names: string[] = [];
const notes: string[] = [];
for (const kind of values.targets.split(',')) {
  const open = openers[kind];
  if (!open) throw new Error(`Unknown target ${kind}; known: ${Object.keys(openers).join(', ')}`);
  const target = await open();
  names.push(target.name);
  try {
    for (const shape of shapes) {
      results.push(await runScenario(target, shape));
      await sleep(target.sendWindowMs);
    }
    notes.push(`${target.name}: ${target.path}; a chat message frame is ${target.frameBytes()} bytes`);
  } finally {
    await target.stop();
  }
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
  `\n${markdownTable(header, rows)}\n\n${notes.map((note) => `- ${note}`).join('\n')}\n- load average at the end: ${load}\n`,
);
