import { setTimeout as sleep } from 'node:timers/promises';
import type { ClientPool } from './clientPool.js';
import { nowMs, stamp } from './clientProtocol.js';
import { percentile } from './stats.js';
import type { FanoutTarget, SenderSocket } from './target.js';

export interface ScenarioShape {
  /** Receiving sockets, spread round-robin over the channels (and over the client processes). */
  clients: number;
  channels: number;
  /** Sending sockets (beside the receivers, in the bench's own process), spread the same way. */
  senders: number;
  /** Sent one at a time, `gapMs` apart: latency at a steady load. */
  latencyMessages: number;
  gapMs: number;
  /** Sent at once, back to back, by the senders in turn: throughput. */
  burstMessages: number;
  /** Characters of each message's content. */
  contentLength: number;
}

export interface ScenarioResult {
  target: string;
  shape: ScenarioShape;
  /** Send to delivery over every (message, receiver) of the steady phase, in ms. */
  p50: number;
  p99: number;
  /** Messages of the burst, and their deliveries, per second from the first send to the last delivery. */
  messagesPerSecond: number;
  deliveriesPerSecond: number;
  /** Deliveries that never came (a send refused, a socket dropped): 0 in a clean run. */
  missing: number;
  /** Messages sent in the scenario (warm-up included). */
  sent: number;
}

const STEADY_TIMEOUT_MS = 60_000;
const BURST_TIMEOUT_MS = 180_000;

/**
 * Each message's content starts with `#<id>@<sent ms>|` (see clientProtocol),
 * so the client process that receives it finds its latency on the machine's
 * monotonic clock. The senders live in this process, the receivers in the
 * client processes.
 */
export async function runScenario(
  target: FanoutTarget,
  pool: ClientPool,
  shape: ScenarioShape,
): Promise<ScenarioResult> {
  const channels = target.channels.slice(0, shape.channels);
  if (channels.length < shape.channels)
    throw new Error(`${target.name} has only ${channels.length} channels`);
  const audience = new Map<string, number>();
  for (const [index, channel] of channels.entries()) {
    audience.set(
      channel,
      Math.floor(shape.clients / shape.channels) + (index < shape.clients % shape.channels ? 1 : 0),
    );
  }
  const padding = 'x'.repeat(shape.contentLength);
  let nextId = 0;
  /** Sends one message and answers how many receivers it should reach. */
  const send = ({ socket, channel }: { socket: SenderSocket; channel: string }): number => {
    socket.send(stamp(nextId++, nowMs(), padding));
    return audience.get(channel)!;
  };

  const senders: { socket: SenderSocket; channel: string }[] = [];
  try {
    const label = `${target.name}: ${shape.clients} clients in ${shape.channels} channel(s)`;
    await pool.open(
      label,
      target.receivers,
      Array.from({ length: shape.clients }, (_, n) => channels[n % channels.length]!),
    );
    for (let n = 0; n < shape.senders; n++) {
      const channel = channels[n % channels.length]!;
      senders.push({ socket: await target.sender(channel, n), channel });
    }

    // Warm-up: one message per channel, not measured.
    pool.phase('warm');
    let expected = pool.delivered();
    for (const sender of senders.slice(0, channels.length)) expected += send(sender);
    await until(() => pool.delivered() >= expected, STEADY_TIMEOUT_MS);

    pool.phase('steady');
    const steadyStart = pool.delivered();
    let steadyExpected = 0;
    for (let n = 0; n < shape.latencyMessages; n++) {
      steadyExpected += send(senders[n % senders.length]!);
      await sleep(shape.gapMs);
    }
    await until(() => pool.delivered() - steadyStart >= steadyExpected, STEADY_TIMEOUT_MS);
    const steady = (await pool.collect('steady')).sort((a, b) => a - b);
    const steadyMissing = steadyExpected - steady.length;

    pool.phase('burst');
    const burstStart = pool.delivered();
    let burstExpected = 0;
    const firstSend = nowMs();
    for (let n = 0; n < shape.burstMessages; n++) burstExpected += send(senders[n % senders.length]!);
    await until(() => pool.delivered() - burstStart >= burstExpected, BURST_TIMEOUT_MS);
    const burstDelivered = pool.delivered() - burstStart;
    const seconds = (pool.lastAt() - firstSend) / 1000;
    await pool.collect('burst');
    await pool.collect('warm');

    return {
      target: target.name,
      shape,
      p50: percentile(steady, 50),
      p99: percentile(steady, 99),
      messagesPerSecond: shape.burstMessages / seconds,
      deliveriesPerSecond: burstDelivered / seconds,
      missing: steadyMissing + (burstExpected - burstDelivered),
      sent: nextId,
    };
  } finally {
    for (const { socket } of senders) socket.close();
    await pool.closeAll();
  }
}

/** Resolves when `done` holds, or after `timeoutMs` (the result then counts what is missing). */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(5);
}
