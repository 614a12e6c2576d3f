// Health probes. All of them talk to 127.0.0.1 only.
import { createConnection, createServer } from 'node:net';
import { MongoClient } from 'mongodb';

/** Sends raw bytes over TCP and resolves with what came back before `done` said enough (or close/timeout). */
function exchange(port: number, payload: string, done: (reply: string) => boolean, timeoutMs = 2000) {
  return new Promise<string>((resolve) => {
    let reply = '';
    const socket = createConnection({ host: '127.0.0.1', port });
    const finish = () => {
      socket.destroy();
      resolve(reply);
    };
    socket.setTimeout(timeoutMs, finish);
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => socket.write(payload));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (done(reply)) finish();
    });
  });
}

/** True when something accepts connections on the port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}

export async function redisPing(port: number): Promise<boolean> {
  const reply = await exchange(port, 'PING\r\n', (r) => r.includes('\r\n'));
  return reply.startsWith('+PONG');
}

export async function openSearchHealth(port: number): Promise<string | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/_cluster/health`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { status?: string };
    return body.status;
  } catch {
    return undefined;
  }
}

/** A real driver ping (hello handshake + `ping` command). */
export async function mongoPing(url: string): Promise<boolean> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 1500, connectTimeoutMS: 1500 });
  try {
    await client.connect();
    const result = await client.db('admin').command({ ping: 1 });
    return result.ok === 1;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** True when a GET of the URL answers 2xx. */
export async function httpOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
