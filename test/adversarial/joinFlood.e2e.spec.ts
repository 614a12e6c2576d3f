import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { connectChat, joinedChat, lobbyOf, wsUrl } from '../support/chatClient.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';
import { p95, timedRead } from './residentReads.js';

/**
 * Issue 14, point 1: guest sockets sending `join_channel` in a loop took a
 * resident's reads from 12 ms to seconds. The bar, measured here in
 * one run: during a flood by 3 guests, the resident's read p95 stays within
 * 10x its quiet p95, and under 250 ms. The flood is bounded (a few seconds,
 * on loopback); a flooder that is closed comes back at once, as an attacker
 * would, so the flood lasts as long as the measurement.
 */
const FLOOD_MS = 4_000;
const JOINS_PER_BURST = 20;
const BURST_EVERY_MS = 20;
/** The default: joins all sockets of one address may make in 10 s before they wait. */
const JOINS_PER_ADDRESS = 60;
const FLOODER_ADDRESS = '127.0.0.2';

let node: RunningNode;
let resident: TestAccount;
let lobby: { areaId: string; channelId: string };
let elsewhere: { areaId: string; channelId: string };

beforeAll(async () => {
  node = await startSingleNode({
    env: { CHAT_SEND_LIMIT: '1000', CHAT_JOIN_LIMIT_PER_ADDRESS: String(JOINS_PER_ADDRESS) },
  });
  resident = await signUpResident(node, 'Meera');
  lobby = await lobbyOf(node, 'Indiranagar');
  elsewhere = await lobbyOf(node, 'Bandra West');
});
afterAll(async () => {
  await node?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads one after the other until `until` says stop (and at least `atLeast` of them); answers their times. */
async function readWhile(until: () => boolean, atLeast: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; times.length < atLeast || !until(); i++)
    times.push(await timedRead(node.url, resident.auth, lobby, i));
  return times;
}

interface Flooder {
  /** Close codes of its sockets, one per socket the server closed. */
  closes: number[];
  joinsSent: number;
  /** `joined_channel` answers it got, over all its sockets. */
  joinsAnswered: number;
  stop(): Promise<void>;
}

/** A client that sends JOINS_PER_BURST joins every BURST_EVERY_MS, reconnecting whenever it is closed. */
function flood(channelIds: string[], token?: string): Flooder {
  const flooder: Flooder = { closes: [], joinsSent: 0, joinsAnswered: 0, stop: async () => {} };
  let stopped = false;
  let socket: WebSocket | null = null;
  const connect = () => {
    if (stopped) return;
    // From an address of their own (loopback has them all), as an attacker's would be.
    const ws = new WebSocket(wsUrl(node), {
      localAddress: FLOODER_ADDRESS,
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    });
    socket = ws;
    ws.on('error', () => {});
    ws.on('message', (frame) => {
      if (frame.toString().startsWith('{"type":"joined_channel"')) flooder.joinsAnswered++;
    });
    ws.on('close', (code) => {
      if (!stopped) flooder.closes.push(code);
      if (!stopped) setTimeout(connect, 5);
    });
  };
  const timer = setInterval(() => {
    if (socket?.readyState !== WebSocket.OPEN) return;
    for (let i = 0; i < JOINS_PER_BURST; i++) {
      const channelId = channelIds[flooder.joinsSent++ % channelIds.length]!;
      socket.send(JSON.stringify({ type: 'join_channel', channelId }));
    }
  }, BURST_EVERY_MS);
  connect();
  flooder.stop = async () => {
    stopped = true;
    clearInterval(timer);
    socket?.terminate();
  };
  return flooder;
}

describe('a socket joining the channel it is in again', () => {
  it('is answered as a join is (the newest page, or nothing missed when resuming), then gets each push once', async () => {
    const author = await signUpResident(node, 'Nisha');
    const chat = await connectChat(node, { token: author.token });
    chat.send({ type: 'join_channel', channelId: elsewhere.channelId });
    const first = await chat.next('joined_channel');
    chat.send({ type: 'send_message', channelId: elsewhere.channelId, content: 'before the second join' });
    const { messageId } = await chat.next('ack');
    const pushed = await chat.next('new_message', (m) => m.message.id === messageId);

    chat.send({ type: 'join_channel', channelId: elsewhere.channelId });
    const again = await chat.next('joined_channel');
    expect(again).toMatchObject({ alias: first.alias, resumed: false, revision: pushed.revision });
    const mine = again.messages?.find((m) => m.id === messageId);
    expect(mine).toMatchObject({ content: 'before the second join', mine: true });
    await chat.next('user_joined');
    await chat.next('online_count');

    chat.send({ type: 'join_channel', channelId: elsewhere.channelId, lastRevision: pushed.revision });
    expect(await chat.next('joined_channel')).toMatchObject({ resumed: true, revision: pushed.revision });
    chat.send({ type: 'send_message', channelId: elsewhere.channelId, content: 'after it' });
    const { messageId: laterId } = await chat.next('ack');
    await chat.next('new_message', (m) => m.message.id === laterId);
    // A second copy would come before the push of a message sent after it: that push is waited for.
    chat.send({ type: 'send_message', channelId: elsewhere.channelId, content: 'and one more' });
    const { messageId: lastId } = await chat.next('ack');
    await chat.next('new_message', (m) => m.message.id === lastId);
    const copies = chat.received.filter((m) => m.type === 'new_message' && m.message.id === laterId);
    expect(copies).toHaveLength(1);
    await chat.close();
  });
});

describe('a join flood by three guest sockets', () => {
  it("keeps a resident's reads and chat within 10x their quiet time, paces the flooders and spares bystanders", async () => {
    const residentChat = await joinedChat(node, lobby.channelId, resident.token);
    const bystander = await joinedChat(node, lobby.channelId);

    await readWhile(() => true, 20); // warm-up: connections, caches, JIT
    const quiet = await readWhile(() => true, 60);

    const countsBefore = bystander.received.filter((m) => m.type === 'online_count').length;
    const floodStarted = performance.now();
    const guests = [1, 2, 3].map(() => flood([lobby.channelId]));
    // A signed-in socket hopping between two areas: each hop used to push online_count to every bystander.
    const hopper = await signUpResident(node, 'Ravi');
    const hopping = flood([lobby.channelId, elsewhere.channelId], hopper.token);
    const floodEnds = performance.now() + FLOOD_MS;
    await pause(300); // the flood under way
    const sendStarted = performance.now();
    residentChat.send({
      type: 'send_message',
      channelId: lobby.channelId,
      content: 'still here',
      requestId: 'r1',
    });
    const acked = residentChat
      .next('ack', (ack) => ack.requestId === 'r1', 20_000)
      .then(() => performance.now() - sendStarted);
    const during = await readWhile(() => performance.now() >= floodEnds, 30);
    const sendToAck = await acked;
    for (const flooder of [...guests, hopping]) await flooder.stop();
    const windows = Math.ceil((performance.now() - floodStarted) / 10_000); // one on a machine of any speed
    const countFrames = bystander.received.filter((m) => m.type === 'online_count').length - countsBefore;
    // Quiet on both sides of the flood: the machine's own load (CI) may change meanwhile.
    quiet.push(...(await readWhile(() => true, 40)));

    const quietP95 = p95(quiet);
    const floodP95 = p95(during);
    const flooders = [...guests, hopping];
    const answered = flooders.reduce((sum, f) => sum + f.joinsAnswered, 0);
    const sockets = flooders.reduce((sum, f) => sum + f.closes.length + 1, 0);
    const report = { quietP95, floodP95, reads: during.length, sendToAck, countFrames, answered, sockets };
    expect(floodP95, JSON.stringify(report)).toBeLessThanOrEqual(10 * quietP95);
    expect(floodP95, JSON.stringify(report)).toBeLessThan(250);
    // The issue saw past 20 s; one sample, through a durable commit (fsync) on whatever disk CI has.
    expect(sendToAck, JSON.stringify(report)).toBeLessThan(2_000);
    // Each flooder was paced, then closed for the frames it piled up (and came back, and again).
    for (const flooder of guests) {
      expect(flooder.closes.length).toBeGreaterThan(0);
      // 1008 (too many frames); now and then the close frame is lost in the flood and the client sees 1006.
      expect(flooder.closes).toContain(1008);
      expect(
        flooder.closes.every((code) => code === 1008 || code === 1006),
        JSON.stringify(flooder.closes),
      ).toBe(true);
    }
    // Their joins were answered within one address's budget, however many sockets they opened.
    expect(answered, JSON.stringify(report)).toBeLessThanOrEqual(windows * JOINS_PER_ADDRESS);
    // Coalesced per area per 100 ms at most, however many hops: not one or two frames per join.
    expect(countFrames).toBeLessThanOrEqual(FLOOD_MS / 100);
    expect(countFrames).toBeLessThan(hopping.joinsSent / 10);
    await residentChat.close();
    await bystander.close();
  });
});
