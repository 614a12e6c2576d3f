import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

let node: RunningNode;
let resident: TestAccount;
let lobby: { areaId: string; channelId: string };

beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_SEND_LIMIT: '1000' } });
  resident = await signUpResident(node, 'Kavya');
  lobby = await lobbyOf(node, 'Indiranagar');
});
afterAll(async () => {
  await node?.stop();
});

const stillServing = async () => {
  const health = await request(node.url, 'GET', '/healthz');
  expect(health.status).toBe(200);
};

describe("the realtime node's HTTP calls", () => {
  it('answers a path id that is no valid percent-escape with a 400 naming it, and keeps serving', async () => {
    const history = await request(node.url, 'GET', '/api/channels/%E0%A4%A/messages');
    expect(history.status).toBe(400);
    expect(history.body).toMatchObject({ errors: [{ field: 'channelId' }] });
    const edit = await request(node.url, 'PUT', '/api/messages/%ZZ', {
      headers: resident.auth,
      body: { content: 'hello' },
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ errors: [{ field: 'messageId' }] });
    await stillServing();
    const lobbyHistory = await request(node.url, 'GET', `/api/channels/${lobby.channelId}/messages`);
    expect(lobbyHistory.status).toBe(200);
  });
});
