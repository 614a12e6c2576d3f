import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, createServer as createTcpServer, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { upgradeProxy } from './upgradeProxy.js';

const CONNECT_TIMEOUT_MS = 300;
const HANDSHAKE =
  'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/** A gateway with the proxy on its upgrades, keeping the client sockets it was handed. */
async function gatewayTo(...upstreams: string[]) {
  const handed: Duplex[] = [];
  const proxy = upgradeProxy(upstreams, { connectTimeoutMs: CONNECT_TIMEOUT_MS });
  const server: Server = createServer((_req, res) => res.end());
  server.on('upgrade', (req, socket, head) => {
    handed.push(socket);
    proxy(req, socket, head);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    for (const socket of handed) socket.destroy();
    server.close();
  });
  return { port: (server.address() as AddressInfo).port, handed };
}

/**
 * A client that never closes its own side (as a stuck or hostile one would), so only the
 * gateway destroying the socket frees it there.
 */
async function client(port: number, request = HANDSHAKE) {
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  cleanups.push(() => socket.destroy());
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(request);
  return { socket, received: () => received };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A port whose server never accepts: another process listens with a backlog of 1 and blocks
 * its event loop; once fillers take the kernel's queue, further connects hang in SYN.
 */
async function neverAcceptingPort(): Promise<number> {
  const script = `const server = require('node:net').createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(server.address().port + '\\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => child.kill('SIGKILL'));
  const port = await new Promise<number>((resolve) =>
    child.stdout!.once('data', (data) => resolve(Number(String(data).trim()))),
  );
  for (let filler = 0; filler < 32; filler++) {
    const socket = connect(port, '127.0.0.1');
    cleanups.push(() => socket.destroy());
    socket.on('error', () => {});
    const connected = await Promise.race([
      new Promise((resolve) => socket.once('connect', () => resolve(true))),
      new Promise((resolve) => setTimeout(() => resolve(false), 250)),
    ]);
    if (!connected) return port;
  }
  throw new Error('the kernel kept accepting connections for a server that never accepts');
}

/** A realtime node stand-in: accepts the upgrade, then echoes. */
async function echoingNode(): Promise<number> {
  const node = createTcpServer((socket) => {
    socket.once('data', () => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      socket.pipe(socket);
    });
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => node.close());
  return (node.address() as AddressInfo).port;
}

const expectBadGatewayAndLetGo = async (
  gateway: { handed: Duplex[] },
  peer: { socket: Socket; received: () => string },
) => {
  await expect.poll(peer.received, { timeout: 5_000 }).toMatch(/^HTTP\/1\.1 502 Bad Gateway\r\n/);
  await expect.poll(() => gateway.handed[0]?.destroyed, { timeout: 5_000 }).toBe(true);
  expect(peer.socket.writable).toBe(true); // the client still holds its side: the gateway let go by itself
};

describe('the WebSocket upgrade proxy', () => {
  it('answers 502 and destroys the socket when the realtime node refuses the connection', async () => {
    const gateway = await gatewayTo(`http://127.0.0.1:${await closedPort()}`);
    await expectBadGatewayAndLetGo(gateway, await client(gateway.port));
  });

  it('answers 502 and destroys the socket when the realtime node never accepts the connection', async () => {
    const gateway = await gatewayTo(`http://127.0.0.1:${await neverAcceptingPort()}`);
    await expectBadGatewayAndLetGo(gateway, await client(gateway.port));
  });

  it('passes every upgrade to a live node when another one refuses (a node that died)', async () => {
    const live = `http://127.0.0.1:${await echoingNode()}`;
    const gateway = await gatewayTo(`http://127.0.0.1:${await closedPort()}`, live);
    for (let i = 0; i < 4; i++) {
      const peer = await client(gateway.port);
      await expect.poll(peer.received).toMatch(/^HTTP\/1\.1 101 /);
    }
  });

  it('keeps a connection that went through open past the connect timeout', async () => {
    const gateway = await gatewayTo(`http://127.0.0.1:${await echoingNode()}`);
    const peer = await client(gateway.port);
    await expect.poll(peer.received).toMatch(/^HTTP\/1\.1 101 /);
    await new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS * 2));
    peer.socket.write('still there?');
    await expect.poll(peer.received).toContain('still there?');
    expect(gateway.handed[0]?.destroyed).toBe(false);
  });

  it('refuses an upgrade on any other path with a 404 and lets go of the socket', async () => {
    const gateway = await gatewayTo(`http://127.0.0.1:${await closedPort()}`);
    const peer = await client(gateway.port, HANDSHAKE.replace('/ws', '/chat'));
    await expect.poll(peer.received).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    await expect.poll(() => gateway.handed[0]?.destroyed).toBe(true);
  });
});
