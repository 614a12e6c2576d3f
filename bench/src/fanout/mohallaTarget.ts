import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProgressBar } from '@mohalla/infra';
import Database from 'better-sqlite3';
import type { ChildServer } from './childServer.js';
import { lobbyChannels, signUpResident } from './mohallaApi.js';
import { startRealtimeNode, startSingleNode } from './mohallaNodes.js';
import { openMohalla } from './receivers.js';
import type { FanoutTarget } from './target.js';

const SEND_WINDOW_MS = 10_000;
/**
 * Sends per person in SEND_WINDOW_MS. The default 10 is a policy for people;
 * here one socket per channel drives the load, so it is raised. The check
 * still runs for every message.
 */
const SEND_LIMIT = '1000';
/** The largest join budget per address (CHAT_JOIN_LIMIT_PER_ADDRESS): the receivers share one address. */
const JOIN_LIMIT = '100000';

/**
 * Mohalla: the single node (sign-up, the seeded areas, the projector) and,
 * beside it on the same SQLite log and read models, the realtime node as its
 * own process (`realtime/src/main.ts`, as the scaled edition runs it), whose
 * uWebSockets.js port the sockets open directly. With `viaGateway` the
 * sockets go through the single node's gateway instead (`npm start`'s path:
 * the gateway pipes every byte to its internal realtime node).
 */
export async function mohallaTarget(
  repoRoot: string,
  channelCount: number,
  residents: number,
  { viaGateway = false } = {},
): Promise<FanoutTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-bench-fanout-'));
  const deployment = { repoRoot, dataDir, aliasSecret: randomBytes(32).toString('hex') };
  const started: ChildServer[] = [];
  try {
    const node = await startSingleNode(deployment, {
      SIGNUP_LIMIT_PER_ADDRESS: '10000',
      CHAT_SEND_LIMIT: SEND_LIMIT,
      // Every receiver joins from 127.0.0.1: one address's join budget would pace them for minutes.
      CHAT_JOIN_LIMIT_PER_ADDRESS: JOIN_LIMIT,
    });
    started.push(node);
    let socketUrl = `${node.url.replace(/^http/, 'ws')}/ws`;
    if (!viaGateway) {
      const realtime = await startRealtimeNode(deployment, {
        CHAT_SEND_LIMIT: SEND_LIMIT,
        CHAT_JOIN_LIMIT_PER_ADDRESS: JOIN_LIMIT,
      });
      started.push(realtime);
      socketUrl = `${realtime.url.replace(/^http/, 'ws')}/ws`;
    }

    const channels = await lobbyChannels(node.url, channelCount);
    // Sign-up hashes a password: a few at a time keep both cores busy without queueing.
    const bar = startProgressBar('Signing up bench residents', residents, 'residents');
    const tokens: string[] = [];
    let next = 0;
    const signUp = async (): Promise<void> => {
      while (next < residents) {
        tokens.push(await signUpResident(node.url, next++));
        bar.increment();
      }
    };
    await Promise.all([signUp(), signUp(), signUp()]);
    bar.finish();

    let refusals = 0;
    const eventsPath = join(dataDir, 'events.sqlite');
    return {
      name: viaGateway ? 'Mohalla via gateway' : 'Mohalla',
      path:
        'the realtime node (uWebSockets.js, its own process) checks the session and the sender, validates and ' +
        'moderates each message, checks the send limit, appends it to the SQLite log and pushes it from the ' +
        "append's answer" +
        (viaGateway ? "; the sockets go through the single node's gateway, which pipes each one" : ''),
      channels,
      receivers: { kind: 'mohalla', socketUrl, tokens },
      sendWindowMs: SEND_WINDOW_MS,
      async sender(channel, index) {
        const ws = await openMohalla(socketUrl, tokens[index % tokens.length]!, channel, (text) => {
          if (text.includes('"type":"error"') && refusals++ === 0) {
            process.stderr.write(`\nA send was refused: ${text}\n`);
          }
        });
        return {
          send: (content) => ws.send(JSON.stringify({ type: 'send_message', channelId: channel, content })),
          close: () => ws.terminate(),
        };
      },
      loggedMessages() {
        const db = new Database(eventsPath, { readonly: true, fileMustExist: true });
        try {
          const row = db.prepare("SELECT count(*) AS n FROM events WHERE type = 'MessageSent'").get() as {
            n: number;
          };
          return row.n;
        } finally {
          db.close();
        }
      },
      async stop() {
        for (const child of started.reverse()) await child.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const child of started.reverse()) await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
