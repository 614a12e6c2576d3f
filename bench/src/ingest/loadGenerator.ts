import { Agent, request } from 'node:http';
import type { Progress } from '../progress.js';

/** One command to send: an upvote by the token's holder. */
export interface Upvote {
  token: string;
  postId: string;
}

/** A read to send instead (bench:reads): a GET of `get`, a path with its query. */
export interface Read {
  get: string;
}

export type LoadRequest = Upvote | Read;

export interface LoadResult {
  ok: number;
  failed: number;
  seconds: number;
  latenciesMs: number[];
  /** The highest log position an answer named: what the read side must reach. */
  maxPosition: number;
  firstError?: string;
}

/**
 * Keep-alive connections, as a browser or API client holds them. Node's own
 * client (no dependency); it costs this process ~20 µs a request, far below
 * what the server spends.
 */
function keepAliveAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets });
}

function send(agent: Agent, baseUrl: URL, sent: LoadRequest): Promise<{ status: number; body: string }> {
  const how =
    'get' in sent
      ? { method: 'GET', path: sent.get, headers: {} }
      : {
          method: 'POST',
          path: `/api/posts/${sent.postId}/upvote`,
          headers: { authorization: `Bearer ${sent.token}`, 'content-length': 0 },
        };
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: baseUrl.hostname, port: baseUrl.port, ...how }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function sendAndRecord(
  agent: Agent,
  baseUrl: URL,
  sent: LoadRequest,
  startedAt: number,
  result: LoadResult,
): Promise<void> {
  try {
    const { status, body } = await send(agent, baseUrl, sent);
    if (status >= 200 && status < 300) {
      result.ok++;
      result.latenciesMs.push(performance.now() - startedAt);
      const position = Number(/"position":(\d+)/.exec(body)?.[1] ?? 0);
      if (position > result.maxPosition) result.maxPosition = position;
    } else {
      result.failed++;
      result.firstError ??= `${status} ${body.slice(0, 200)}`;
    }
  } catch (error) {
    result.failed++;
    result.firstError ??= String(error);
  }
}

/** Closed loop: `concurrency` clients, each sending its next command when the last is answered. */
export async function fullSpeed(
  baseUrl: URL,
  next: () => LoadRequest | undefined,
  concurrency: number,
  seconds: number,
  progress: Progress,
): Promise<LoadResult> {
  const agent = keepAliveAgent(concurrency);
  const result: LoadResult = { ok: 0, failed: 0, seconds: 0, latenciesMs: [], maxPosition: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    for (;;) {
      if (performance.now() >= deadline) return;
      const upvote = next();
      if (!upvote) return;
      await sendAndRecord(agent, baseUrl, upvote, performance.now(), result);
      progress.advance(1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

/**
 * Open loop at `rate` commands a second, whatever the answers do. Latency
 * counts from when a command was due, not when it went out, so a stalled
 * server is not hidden by the generator waiting for it (coordinated omission).
 */
export async function fixedRate(
  baseUrl: URL,
  next: () => LoadRequest | undefined,
  rate: number,
  seconds: number,
  progress: Progress,
): Promise<LoadResult> {
  const agent = keepAliveAgent(256);
  const result: LoadResult = { ok: 0, failed: 0, seconds: 0, latenciesMs: [], maxPosition: 0 };
  let total = Math.round(rate * seconds);
  const started = performance.now();
  const inFlight = new Map<Promise<void>, number>();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - started) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const upvote = next();
      if (!upvote) {
        total = sent;
        break;
      }
      const dueAt = started + (sent / rate) * 1000;
      const pending: Promise<void> = sendAndRecord(agent, baseUrl, upvote, dueAt, result).then(() => {
        inFlight.delete(pending);
        progress.advance(1);
      });
      inFlight.set(pending, dueAt);
    }
    // A 1 ms tick: the sends of one tick go out together, as many clients' would.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  // A server far behind would keep the run going for minutes: what is not answered within
  // GRACE_MS of the last send counts as failed, with its wait so far as a lower bound of its latency.
  await Promise.race([Promise.all(inFlight.keys()), new Promise((resolve) => setTimeout(resolve, GRACE_MS))]);
  const givenUpAt = performance.now();
  for (const dueAt of inFlight.values()) {
    result.failed++;
    result.latenciesMs.push(givenUpAt - dueAt);
  }
  if (inFlight.size > 0)
    result.firstError ??= `${inFlight.size} unanswered ${GRACE_MS} ms after the last send`;
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

const GRACE_MS = 5_000;

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  return sortedMs[Math.min(sortedMs.length - 1, Math.floor((p / 100) * sortedMs.length))]!;
}
