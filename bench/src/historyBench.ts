/**
 * Chat history bench: `npm run bench:history [-- --messages=3000 --samples=2000 --rate=200 --seconds=10]`
 *
 * The newest page (30 messages) of a lobby holding `--messages` messages
 * (with edits and helpful marks among them), two ways:
 * - on the server: `readHistory` timed in this process on the node's own log
 *   file, beside the raw read of the 31 newest events (the floor: reading a
 *   page and nothing else) and of 500 (the old first chunk);
 * - over HTTP: `GET /api/channels/{id}/messages` on the realtime node (its own
 *   process, uWebSockets.js) at `--rate` requests a second, beside
 *   `GET /healthz` on the same node at the same rate (the HTTP floor), and
 *   the most requests a second 8 clients in a closed loop get.
 * Prints numbers; asserts nothing. Last line: RESULT.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHAT_PAGE_SIZE, channelStream } from '@mohalla/contracts';
import {
  chatRetentionPolicy,
  createSqliteEventStore,
  openPersonKeys,
  personalDataEventStore,
} from '@mohalla/infra';
import { readHistory } from '@mohalla/realtime';
import type { ChildServer } from './fanout/childServer.js';
import { startRealtimeNode, startSingleNode } from './fanout/mohallaNodes.js';
import { markdownTable, percentile } from './fanout/stats.js';
import { fillChannel } from './historyChannel.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    messages: { type: 'string', default: '3000' },
    samples: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
  },
});
const messages = Number(values.messages);
const samples = Number(values.samples);
const rate = Number(values.rate);
const seconds = Number(values.seconds);

/** p50 and p99 of `times` (ms). */
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** Times `samples` runs of `work`, one after the other. */
async function timed(work: () => Promise<unknown>): Promise<number[]> {
  for (let n = 0; n < 100; n++) await work(); // warm-up
  const times: number[] = [];
  for (let n = 0; n < samples; n++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

/** Offers `rate` GETs a second for `seconds`, on a fixed schedule (late ones are not skipped). */
async function openLoop(url: string): Promise<number[]> {
  const times: number[] = [];
  const total = rate * seconds;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      fetch(url).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        times.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(pending);
  return times;
}

/** Requests a second that `clients` callers each waiting for its answer get in `ms`. */
async function closedLoop(url: string, clients = 8, ms = 5_000): Promise<number> {
  let done = 0;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        await (await fetch(url)).arrayBuffer();
        done++;
      }
    }),
  );
  return done / (ms / 1000);
}

/** Waits until the single node's projections have caught up with its log (the projector is idle). */
async function projectionsCaughtUp(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const health = (await (await fetch(`${baseUrl}/healthz`)).json()) as {
      logPosition: number;
      readPosition: number;
    };
    if (health.readPosition >= health.logPosition) return;
    if (Date.now() > deadline) throw new Error(`projections still behind: ${JSON.stringify(health)}`);
    await sleep(500);
  }
}

/** The demo seed's first area with a lobby, once the projector has filed it. */
async function firstAreaWithChannel(baseUrl: string): Promise<{ _id: string; channels: { _id: string }[] }> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const areas = (await (await fetch(`${baseUrl}/api/areas`)).json()) as {
      _id: string;
      channels: { _id: string }[];
    }[];
    const area = areas.find((a) => a.channels.length > 0);
    if (area) return area;
    if (Date.now() > deadline) throw new Error('the demo seed made no area with a channel');
    await sleep(500);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-bench-history-'));
const deployment = { repoRoot, dataDir, aliasSecret: randomBytes(32).toString('hex') };
const started: ChildServer[] = [];
try {
  const node = await startSingleNode(deployment);
  started.push(node);
  const area = await firstAreaWithChannel(node.url);
  const channel = { channelId: area.channels[0]!._id, areaId: area._id };
  const eventsPath = join(dataDir, 'events.sqlite');
  // As the services open it: messages sealed with their authors' keys (the node's own key store),
  // so every read below decrypts them; `raw` is the same file without the keys, the peer.
  const raw = createSqliteEventStore({ path: eventsPath, retention: chatRetentionPolicy() });
  const keys = openPersonKeys({
    EVENT_STORE_PATH: eventsPath,
    READ_STORE: 'sqlite',
    MONGO_DATABASE: 'mohalla',
  });
  const store = personalDataEventStore(raw, keys);
  await fillChannel(store, channel, messages);

  const realtime = await startRealtimeNode(deployment);
  started.push(realtime);

  // Measured once the single node's projector has filed the channel's events, so it is not competing.
  process.stderr.write('Waiting for the projections to catch up...\n');
  await projectionsCaughtUp(node.url);
  process.stderr.write('Timing history on the server...\n');
  const stream = channelStream(channel.channelId);
  const server = {
    history: summary(await timed(() => readHistory(store, channel.channelId, { limit: CHAT_PAGE_SIZE }))),
    sealed: summary(await timed(() => readHistory(raw, channel.channelId, { limit: CHAT_PAGE_SIZE }))),
    page: summary(
      await timed(() => store.readStream(stream, { direction: 'backwards', maxCount: CHAT_PAGE_SIZE + 1 })),
    ),
    chunk: summary(await timed(() => store.readStream(stream, { direction: 'backwards', maxCount: 500 }))),
  };
  await store.close();

  const historyUrl = `${realtime.url}/api/channels/${channel.channelId}/messages?limit=${CHAT_PAGE_SIZE}`;
  const healthUrl = `${realtime.url}/healthz`;
  for (let n = 0; n < 300; n++) await (await fetch(historyUrl)).arrayBuffer(); // warm-up (JIT)
  process.stderr.write(`Offering ${rate} req/s over HTTP for ${seconds} s, twice...\n`);
  const http = { history: summary(await openLoop(historyUrl)), health: summary(await openLoop(healthUrl)) };
  process.stderr.write('Closed loop, 8 clients, 5 s each...\n');
  const most = { history: await closedLoop(historyUrl), health: await closedLoop(healthUrl) };

  const ms = (value: number) => value.toFixed(2);
  const count = (value: number) => Math.round(value).toLocaleString('en-US');
  process.stdout.write(
    `\n${markdownTable(
      ['what', 'p50 ms', 'p99 ms', 'most req/s'],
      [
        ['server: readHistory, newest 30', ms(server.history.p50), ms(server.history.p99), '-'],
        [
          'server peer: the same without decrypting (sealed text)',
          ms(server.sealed.p50),
          ms(server.sealed.p99),
          '-',
        ],
        ['server floor: read the 31 newest events', ms(server.page.p50), ms(server.page.p99), '-'],
        ['server: read 500 events (the old first chunk)', ms(server.chunk.p50), ms(server.chunk.p99), '-'],
        [`HTTP: GET messages at ${rate}/s`, ms(http.history.p50), ms(http.history.p99), count(most.history)],
        [
          `HTTP floor: GET /healthz at ${rate}/s`,
          ms(http.health.p50),
          ms(http.health.p99),
          count(most.health),
        ],
      ],
    )}\n\n- a lobby of ${count(messages)} messages (an edit for 1 in 20, a helpful mark for 1 in 10); ` +
      `server timings in this process on the node's log file, ${count(samples)} samples each\n` +
      `- load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}\n`,
  );
  process.stdout.write(
    `RESULT server_p99_ms=${ms(server.history.p99)} server_sealed_p99_ms=${ms(server.sealed.p99)} ` +
      `server_floor_p99_ms=${ms(server.page.p99)} ` +
      `http_p99_ms=${ms(http.history.p99)} http_floor_p99_ms=${ms(http.health.p99)} ` +
      `http_max_req_per_s=${Math.round(most.history)}\n`,
  );
} finally {
  for (const child of started.reverse()) await child.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
