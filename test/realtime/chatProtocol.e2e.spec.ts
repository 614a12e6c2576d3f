import { CHAT_MAX_FRAME_BYTES } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { connectChat, lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

let node: RunningNode;
let resident: TestAccount;
let lobby: { areaId: string; channelId: string };

/** Low, so the test can reach it; the default (30) leaves other tests here far below it. */
const CHANGE_LIMIT = 5;

beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_CHANGE_LIMIT: String(CHANGE_LIMIT) } });
  resident = await signUpResident(node, 'Meera');
  lobby = await lobbyOf(node, 'Koramangala');
});
afterAll(async () => {
  await node?.stop();
});

const joinAs = async (token?: string) => {
  const chat = await connectChat(node, token ? { token } : {});
  chat.send({ type: 'join_channel', channelId: lobby.channelId });
  return { chat, joined: await chat.next('joined_channel') };
};

describe('who may connect', () => {
  it('lets a guest read the channel but not send, and says why', async () => {
    const { chat, joined } = await joinAs();
    expect(joined).toMatchObject({
      channelId: lobby.channelId,
      areaId: lobby.areaId,
      alias: null,
      resumed: false,
    });
    chat.send({ type: 'send_message', channelId: lobby.channelId, content: 'hello from a guest' });
    expect(await chat.next('error')).toMatchObject({ code: 'auth_required' });
    const history = await request(node.url, 'GET', `/api/channels/${lobby.channelId}/messages`);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain('hello from a guest');
    await chat.close();
  });

  it('refuses a token that is no valid session, and a page from another origin', async () => {
    await expect(connectChat(node, { token: 'not-a-session' })).rejects.toThrow('refused: 401');
    await expect(connectChat(node, { origin: 'https://evil.example' })).rejects.toThrow('refused: 403');
    const sameHost = await connectChat(node, { origin: node.url, token: resident.token });
    await sameHost.close();
  });

  it('reads the session from the cookie as a browser sends it, and stops honouring it after logout', async () => {
    const neighbour = await signUpResident(node, 'Tara');
    const chat = await connectChat(node, { headers: { Cookie: `mohalla_session=${neighbour.token}` } });
    chat.send({ type: 'join_channel', channelId: lobby.channelId });
    expect((await chat.next('joined_channel')).alias).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    const logout = await request(node.url, 'POST', '/api/auth/logout', { headers: neighbour.auth });
    expect(logout.status).toBeLessThan(300);
    chat.send({ type: 'send_message', channelId: lobby.channelId, content: 'still here?' });
    expect(await chat.next('error')).toMatchObject({ code: 'auth_required' });
    await chat.close();
  });
});

describe('malformed input', () => {
  it('answers each bad frame with an error naming what is wrong, and stays usable', async () => {
    const { chat } = await joinAs(resident.token);
    chat.sendRaw('{not json');
    expect(await chat.next('error')).toMatchObject({ code: 'invalid_json' });
    chat.send({ type: 'shout', content: 'hi' });
    expect(await chat.next('error')).toMatchObject({ code: 'unknown_type', field: 'type' });
    chat.sendRaw('[1, 2, 3]');
    expect(await chat.next('error')).toMatchObject({ code: 'unknown_type' });
    chat.send({ type: 'send_message', channelId: 'lobby', content: 'hi' });
    expect(await chat.next('error')).toMatchObject({ code: 'invalid_message', field: 'channelId' });
    chat.send({ type: 'send_message', channelId: lobby.channelId, content: '   ', requestId: 'r-1' });
    expect(await chat.next('error')).toMatchObject({
      code: 'invalid_message',
      field: 'content',
      requestId: 'r-1',
    });
    chat.send({ type: 'send_message', channelId: lobby.channelId, content: 'x'.repeat(1001) });
    expect(await chat.next('error')).toMatchObject({ code: 'invalid_message', field: 'content' });
    chat.send({ type: 'edit_message', messageId: lobby.channelId, content: 'hi', admin: true });
    expect(await chat.next('error')).toMatchObject({
      code: 'invalid_message',
      message: expect.stringContaining('admin'),
    });
    chat.send({
      type: 'send_message',
      channelId: lobby.channelId,
      content: 'with a tracker',
      attachments: ['https://tracker.example/pixel.gif'],
    });
    expect(await chat.next('error')).toMatchObject({ code: 'invalid_message', field: 'attachments.0' });

    chat.send({
      type: 'send_message',
      channelId: lobby.channelId,
      content: 'Still working after all that',
      requestId: 'ok-1',
    });
    expect(await chat.next('ack')).toMatchObject({ requestId: 'ok-1', action: 'send_message' });
    await chat.close();
  });

  it('refuses commands before a join, for a message elsewhere, and closes on a frame over the size limit', async () => {
    const chat = await connectChat(node, { token: resident.token });
    chat.send({ type: 'mark_helpful', messageId: lobby.channelId });
    expect(await chat.next('error')).toMatchObject({ code: 'not_joined' });
    chat.send({ type: 'join_channel', channelId: '00000000-0000-4000-8000-000000000000' });
    expect(await chat.next('error')).toMatchObject({ code: 'not_found' });
    chat.send({ type: 'join_channel', channelId: lobby.channelId });
    await chat.next('joined_channel');
    chat.send({ type: 'delete_message', messageId: '00000000-0000-4000-8000-000000000000' });
    expect(await chat.next('error')).toMatchObject({ code: 'not_found' });
    chat.sendRaw(JSON.stringify({ type: 'send_message', content: 'x'.repeat(CHAT_MAX_FRAME_BYTES) }));
    expect(await chat.closed).toBe(1006);
  });
});

describe('what the server decides on sending', () => {
  it('blocks what the shared moderation rules block, and sends with a warning what they only warn about', async () => {
    const { chat } = await joinAs(resident.token);
    chat.send({ type: 'send_message', channelId: lobby.channelId, content: 'I will kill you' });
    const blocked = await chat.next('error');
    expect(blocked).toMatchObject({
      code: 'message_blocked',
      message: expect.stringContaining('Message Blocked'),
    });
    expect(blocked.moderation?.analysis.violations.map((v) => v.id)).toContain('violent_language');
    chat.send({ type: 'send_message', channelId: lobby.channelId, content: 'you idiot' });
    const ack = await chat.next('ack');
    expect(ack.warning?.title).toBe('Content Warning');
    expect((await chat.next('new_message', (m) => m.message.id === ack.messageId)).message.content).toBe(
      'you idiot',
    );
    const history = await request(node.url, 'GET', `/api/channels/${lobby.channelId}/messages?limit=100`);
    expect(JSON.stringify(history.body)).not.toContain('I will kill you');
    await chat.close();
  });

  it('limits how fast one person sends, across tabs, and appends nothing refused', async () => {
    const sender = await signUpResident(node, 'Ravi');
    const [tab1, tab2] = [(await joinAs(sender.token)).chat, (await joinAs(sender.token)).chat];
    const acks: string[] = [];
    for (let i = 0; i < 10; i++) {
      const tab = i % 2 === 0 ? tab1 : tab2;
      tab.send({
        type: 'send_message',
        channelId: lobby.channelId,
        content: `burst ${i}`,
        requestId: `b${i}`,
      });
      acks.push((await tab.next('ack', (a) => a.requestId === `b${i}`)).messageId);
    }
    tab2.send({
      type: 'send_message',
      channelId: lobby.channelId,
      content: 'one too many',
      requestId: 'b10',
    });
    const refused = await tab2.next('error', (e) => e.requestId === 'b10');
    expect(refused.code).toBe('rate_limited');
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(10_000);
    const history = await request(node.url, 'GET', `/api/channels/${lobby.channelId}/messages?limit=100`);
    const contents = (history.body as Array<{ content: string }>).map((m) => m.content);
    expect(contents).not.toContain('one too many');
    expect(contents.filter((c) => c.startsWith('burst '))).toHaveLength(10);
    await Promise.all([tab1.close(), tab2.close()]);
  });

  it('limits how fast one person changes messages, by socket and HTTP together, apart from sends', async () => {
    const editor = await signUpResident(node, 'Kiran');
    const { chat } = await joinAs(editor.token);
    chat.send({ type: 'send_message', channelId: lobby.channelId, content: 'draft 0', requestId: 'c-send' });
    const { messageId } = await chat.next('ack', (a) => a.requestId === 'c-send');
    const put = (content: string) =>
      request(node.url, 'PUT', `/api/messages/${messageId}`, { body: { content }, headers: editor.auth });
    for (let i = 1; i <= CHANGE_LIMIT; i++) {
      if (i % 2 === 0) {
        expect((await put(`draft ${i}`)).status).toBe(200);
      } else {
        chat.send({ type: 'edit_message', messageId, content: `draft ${i}`, requestId: `c${i}` });
        expect((await chat.next('ack', (a) => a.requestId === `c${i}`)).action).toBe('edit_message');
      }
    }

    chat.send({ type: 'edit_message', messageId, content: 'flood by socket', requestId: 'c-over' });
    const refused = await chat.next('error', (e) => e.requestId === 'c-over');
    expect(refused.code).toBe('rate_limited');
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(10_000);
    const overHttp = await put('flood by HTTP');
    expect(overHttp.status).toBe(429);
    expect(overHttp.body.code).toBe('CHAT.RATE_LIMITED');
    expect(Number(overHttp.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    chat.send({ type: 'delete_message', messageId, requestId: 'c-delete' });
    expect((await chat.next('error', (e) => e.requestId === 'c-delete')).code).toBe('rate_limited');

    // Sends keep their own count, and the refused changes changed nothing.
    chat.send({
      type: 'send_message',
      channelId: lobby.channelId,
      content: 'still sending',
      requestId: 'c-s2',
    });
    expect((await chat.next('ack', (a) => a.requestId === 'c-s2')).action).toBe('send_message');
    const history = await request(node.url, 'GET', `/api/channels/${lobby.channelId}/messages?limit=100`);
    const shown = (history.body as Array<{ id: string; content: string }>).find((m) => m.id === messageId);
    expect(shown?.content).toBe(`draft ${CHANGE_LIMIT}`);
    await chat.close();
  });

  it('appends a send retried with the same requestId once', async () => {
    const { chat } = await joinAs(resident.token);
    const send = {
      type: 'send_message',
      channelId: lobby.channelId,
      content: 'sent twice, kept once',
      requestId: 'same-1',
    };
    chat.send(send);
    const first = await chat.next('ack');
    chat.send(send);
    const second = await chat.next('ack');
    expect(second.messageId).toBe(first.messageId);
    expect(second.revision).toBe(first.revision); // the first attempt's answer, again
    expect(first.revision).not.toBeNull();
    const history = await request(node.url, 'GET', `/api/channels/${lobby.channelId}/messages?limit=100`);
    const copies = (history.body as Array<{ content: string }>).filter((m) => m.content === send.content);
    expect(copies).toHaveLength(1);
    await chat.close();
  });
});
