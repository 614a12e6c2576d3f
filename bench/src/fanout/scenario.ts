import { setTimeout as sleep } from 'node:timers/promises';
import { connectGradually } from './connectGradually.js';
import { percentile } from './stats.js';
import type { BenchSocket, FanoutTarget, SenderSocket } from './target.js';

export interface ScenarioShape {
  /** Receiving sockets, spread round-robin over the channels. */
  clients: number;
  channels: number;
  /** Sending sockets (beside the receivers), spread the same way. */
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
}

const STEADY_TIMEOUT_MS = 60_000;
const BURST_TIMEOUT_MS = 180_000;

/**
 * Each message's content starts with `#<id>|`, so a receiver finds when it
 * was sent (one process holds every socket: one clock). Latency includes the
 * receiving side's own work: with thousands of sockets in this process the
 * last socket hears of a message after the others were handled.
 */
export async function runScenario(target: FanoutTarget, shape: ScenarioShape): Promise<ScenarioResult> {
  const channels = target.channels.slice(0, shape.channels);
  if (channels.length < shape.channels)
    throw new Error(`${target.name} has only ${channels.length} channels`);
  const sentAt = new Map<string, number>();
  const audience = new Map<string, number>();
  let phase: number[] = [];
  let delivered = 0;
  let lastDelivery = 0;
  const onContent = (content: string): void => {
    const at = performance.now();
    const sent = sentAt.get(content.slice(1, content.indexOf('|')));
    if (sent === undefined) return;
    phase.push(at - sent);
    delivered++;
    lastDelivery = at;
  };
  const padding = 'x'.repeat(shape.contentLength);
  let nextId = 0;
  /** Sends one message and answers how many receivers it should reach. */
  const send = ({ socket, channel }: { socket: SenderSocket; channel: string }): number => {
    const id = `${nextId++}`;
    sentAt.set(id, performance.now());
    socket.send(`#${id}|${padding}`.slice(0, Math.max(shape.contentLength, id.length + 2)));
    return audience.get(channel)!;
  };
  for (const [index, channel] of channels.entries()) {
    audience.set(
      channel,
      Math.floor(shape.clients / shape.channels) + (index < shape.clients % shape.channels ? 1 : 0),
    );
  }

  const sockets: BenchSocket[] = [];
  try {
    const label = `${target.name}: ${shape.clients} clients in ${shape.channels} channel(s)`;
    sockets.push(
      ...(await connectGradually(label, shape.clients, (n) =>
        target.receiver(channels[n % channels.length]!, onContent),
      )),
    );
    const senders: { socket: SenderSocket; channel: string }[] = [];
    for (let n = 0; n < shape.senders; n++) {
      const channel = channels[n % channels.length]!;
      const socket = await target.sender(channel, n);
      sockets.push(socket);
      senders.push({ socket, channel });
    }

    // Warm-up: one message per channel, not measured.
    let expected = 0;
    for (const sender of senders.slice(0, channels.length)) expected += send(sender);
    await until(() => delivered >= expected, STEADY_TIMEOUT_MS);

    phase = [];
    const steadyStart = delivered;
    let steadyExpected = 0;
    for (let n = 0; n < shape.latencyMessages; n++) {
      steadyExpected += send(senders[n % senders.length]!);
      await sleep(shape.gapMs);
    }
    await until(() => delivered - steadyStart >= steadyExpected, STEADY_TIMEOUT_MS);
    const steady = phase.sort((a, b) => a - b);
    const steadyMissing = steadyExpected - steady.length;

    phase = [];
    const burstStart = delivered;
    let burstExpected = 0;
    const firstSend = performance.now();
    for (let n = 0; n < shape.burstMessages; n++) burstExpected += send(senders[n % senders.length]!);
    await until(() => delivered - burstStart >= burstExpected, BURST_TIMEOUT_MS);
    const burstDelivered = delivered - burstStart;
    const seconds = (lastDelivery - firstSend) / 1000;

    return {
      target: target.name,
      shape,
      p50: percentile(steady, 50),
      p99: percentile(steady, 99),
      messagesPerSecond: shape.burstMessages / seconds,
      deliveriesPerSecond: burstDelivered / seconds,
      missing: steadyMissing + (burstExpected - burstDelivered),
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/** Resolves when `done` holds, or after `timeoutMs` (the result then counts what is missing). */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(5);
}
