import type { ChatMessageDto } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpModerator, signUpResident, type TestAccount } from '../support/accounts.js';
import { acknowledged, type ChatClient, connectChat, joinedChat, lobbyOf } from '../support/chatClient.js';
import { request } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

let node: RunningNode;
let author: TestAccount;
let other: TestAccount;
let lobby: { areaId: string; channelId: string };
let authorChat: ChatClient;
let otherChat: ChatClient;

const history = async (query = '', who?: TestAccount) =>
  request<ChatMessageDto[]>(node.url, 'GET', `/api/channels/${lobby.channelId}/messages${query}`, {
    headers: who?.auth ?? {},
  });
const join = (account: TestAccount) => joinedChat(node, lobby.channelId, account.token);
const send = (content: string) =>
  acknowledged(authorChat, { type: 'send_message', channelId: lobby.channelId, content });

beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_SEND_LIMIT: '1000' } });
  [author, other] = await Promise.all([signUpResident(node, 'Farah'), signUpResident(node, 'Vikram')]);
  lobby = await lobbyOf(node, 'Jayanagar');
  [authorChat, otherChat] = await Promise.all([join(author), join(other)]);
});
afterAll(async () => {
  await Promise.all([authorChat?.close(), otherChat?.close()]);
  await node?.stop();
});

describe('ownership, decided on the server', () => {
  it('refuses another person editing or deleting, by socket and by HTTP, and changes nothing', async () => {
    const { messageId } = await send('Water supply is off until 4 pm');
    otherChat.send({ type: 'edit_message', messageId, content: 'Water is fine, ignore this' });
    expect(await otherChat.next('error')).toMatchObject({ code: 'forbidden' });
    otherChat.send({ type: 'delete_message', messageId });
    expect(await otherChat.next('error')).toMatchObject({ code: 'forbidden' });
    const put = await request(node.url, 'PUT', `/api/messages/${messageId}`, {
      body: { content: 'hijacked' },
      headers: other.auth,
    });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('CHAT.NOT_AUTHOR');
    const del = await request(node.url, 'DELETE', `/api/messages/${messageId}`, { headers: other.auth });
    expect(del.status).toBe(403);
    const guest = await request(node.url, 'DELETE', `/api/messages/${messageId}`);
    expect(guest.status).toBe(401);
    const shown = (await history('?limit=100')).body.find((m) => m.id === messageId);
    expect(shown).toMatchObject({ content: 'Water supply is off until 4 pm', editedAt: null });
  });

  it("lets the author edit and delete over HTTP, and everyone's socket sees it live", async () => {
    const { messageId } = await send('Lost cat near the temple');
    const put = await request(node.url, 'PUT', `/api/messages/${messageId}`, {
      body: { content: '  Lost grey cat near the temple  ' },
      headers: author.auth,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ success: true, messageId, content: 'Lost grey cat near the temple' });
    const edited = await otherChat.next('message_edited', (m) => m.messageId === messageId);
    expect(edited).toMatchObject({ content: 'Lost grey cat near the temple', revision: put.body.revision });
    const bad = await request(node.url, 'PUT', `/api/messages/${messageId}`, {
      body: { content: '' },
      headers: author.auth,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('content');

    const del = await request(node.url, 'DELETE', `/api/messages/${messageId}`, { headers: author.auth });
    expect(del.status).toBe(200);
    expect(await otherChat.next('message_deleted', (m) => m.messageId === messageId)).toMatchObject({
      revision: del.body.revision,
    });
    const again = await request(node.url, 'DELETE', `/api/messages/${messageId}`, { headers: author.auth });
    expect(again.status).toBe(404);
    expect((await history('?limit=100')).body.some((m) => m.id === messageId)).toBe(false);
  });

  it('answers 404 for a message that does not exist and 400 for an id that is no UUID', async () => {
    const missing = await request(node.url, 'PUT', '/api/messages/00000000-0000-4000-8000-000000000000', {
      body: { content: 'hello' },
      headers: author.auth,
    });
    expect(missing.status).toBe(404);
    const malformed = await request(node.url, 'DELETE', '/api/messages/nope', { headers: author.auth });
    expect(malformed.status).toBe(400);
  });
});

describe('helpful', () => {
  it('counts one mark per person; a second mark changes nothing', async () => {
    const { messageId } = await send('The ration shop opens at 9');
    otherChat.send({ type: 'mark_helpful', messageId, requestId: 'h1' });
    expect(await otherChat.next('ack', (a) => a.requestId === 'h1')).toMatchObject({
      revision: expect.any(Number),
    });
    for (const chat of [authorChat, otherChat]) {
      expect(await chat.next('message_helpful', (m) => m.messageId === messageId)).toMatchObject({
        helpfulCount: 1,
      });
    }
    otherChat.send({ type: 'mark_helpful', messageId, requestId: 'h2' });
    expect(await otherChat.next('ack', (a) => a.requestId === 'h2')).toMatchObject({ revision: null });
    authorChat.send({ type: 'mark_helpful', messageId, requestId: 'h3' });
    await authorChat.next('ack', (a) => a.requestId === 'h3');
    expect(await otherChat.next('message_helpful', (m) => m.messageId === messageId)).toMatchObject({
      helpfulCount: 2,
    });
    expect((await history('?limit=100')).body.find((m) => m.id === messageId)?.helpfulCount).toBe(2);
  });
});

describe('history from the channel stream', () => {
  it("folds edits in, leaves deletions out, marks the reader's own, and pages back by cursor and by page", async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await send(`page message ${i}`)).messageId);
    authorChat.send({
      type: 'edit_message',
      messageId: ids[1]!,
      content: 'page message 2 (edited)',
      requestId: 'e1',
    });
    await authorChat.next('ack', (a) => a.requestId === 'e1');
    authorChat.send({ type: 'delete_message', messageId: ids[3]!, requestId: 'd1' });
    await authorChat.next('ack', (a) => a.requestId === 'd1');

    const first = await history('?limit=3', author);
    expect(first.body.map((m) => m.content)).toEqual(['page message 5', 'page message 6', 'page message 7']);
    expect(first.body.every((m) => m.mine === true)).toBe(true);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBe(String(first.body[0]!.revision));
    const second = await history(`?limit=3&before=${cursor}`, other);
    expect(second.body.map((m) => m.content)).toEqual([
      'page message 1',
      'page message 2 (edited)',
      'page message 3',
    ]);
    expect(second.body.every((m) => m.mine === false)).toBe(true);
    expect(second.body[1]!.editedAt).not.toBeNull();
    const byPage = await history('?limit=3&page=2');
    expect(byPage.body.map((m) => m.id)).toEqual(second.body.map((m) => m.id));
    expect(byPage.body[0]!.mine).toBeUndefined();

    const everything = JSON.stringify((await history('?limit=100')).body);
    for (const secret of [author.userId, author.email, 'Farah', other.userId])
      expect(everything).not.toContain(secret);
    expect((await history('?limit=0')).status).toBe(400);
    expect((await history(`?areaId=${lobby.channelId}`)).status).toBe(400);
  });
});

describe('a message a moderator restores', () => {
  const joinGuest = async (lastRevision?: number) => {
    const chat = await connectChat(node);
    chat.send({
      type: 'join_channel',
      channelId: lobby.channelId,
      ...(lastRevision === undefined ? {} : { lastRevision }),
    });
    return { chat, joined: await chat.next('joined_channel') };
  };
  const copiesOf = (chat: ChatClient, messageId: string, after: number) =>
    chat.received.filter((m) => m.type === 'new_message' && m.message.id === messageId && m.revision > after);

  it('comes back live to the sockets in the channel, once, as it now stands; a resume neither misses nor repeats it', async () => {
    const moderator = await signUpModerator(node, 'Meera');
    const sentAck = await send('Mangoes for sale at the gate');
    const { messageId } = sentAck;
    authorChat.send({
      type: 'edit_message',
      messageId,
      content: 'Alphonso mangoes at the gate',
      requestId: 'r-e',
    });
    await authorChat.next('ack', (a) => a.requestId === 'r-e');
    otherChat.send({ type: 'mark_helpful', messageId, requestId: 'r-h' });
    await otherChat.next('ack', (a) => a.requestId === 'r-h');
    const moderate = (action: 'hide' | 'restore') =>
      request(node.url, 'POST', `/api/moderation/messages/${messageId}/${action}`, {
        headers: moderator.auth,
        body: { reason: action === 'hide' ? 'Looks like trading' : 'A neighbour selling their own fruit' },
      });

    expect((await moderate('hide')).status).toBe(200);
    const hidden = await otherChat.next('message_deleted', (m) => m.messageId === messageId);
    // One reader is away while it is restored, another stays to see it live.
    const { chat: away } = await joinGuest(hidden.revision);
    await away.close();
    const { chat: live, joined } = await joinGuest();
    expect(joined.messages?.some((m) => m.id === messageId)).toBe(false);

    const restore = await moderate('restore');
    expect(restore.status).toBe(200);
    expect(restore.body.changed).toBe(true);
    const expected = {
      id: messageId,
      content: 'Alphonso mangoes at the gate',
      helpfulCount: 1,
      editedAt: expect.any(String),
      revision: sentAck.revision,
    };
    const seen = await live.next('new_message', (m) => m.message.id === messageId);
    expect(seen.message).toMatchObject(expected);
    expect(seen.revision).toBeGreaterThan(hidden.revision);
    const restored = (m: { message: { id: string }; revision: number }) =>
      m.message.id === messageId && m.revision > hidden.revision;
    expect(await otherChat.next('new_message', restored)).toEqual(seen);

    // The reader who was away resumes from before the restore and gets it in the catch-up.
    const { chat: back, joined: resumed } = await joinGuest(hidden.revision);
    expect(resumed).toMatchObject({ resumed: true, revision: seen.revision });
    expect(await back.next('new_message', (m) => m.message.id === messageId)).toEqual(seen);
    // The live reader drops and resumes from the restore: nothing is sent twice.
    live.socket.terminate();
    await live.closed;
    const { chat: again, joined: rejoined } = await joinGuest(seen.revision);
    expect(rejoined.resumed).toBe(true);

    // A later message marks the end: everything before it has arrived by then.
    const marker = await send('Mangoes all sold, thank you');
    for (const chat of [again, back, otherChat]) {
      await chat.next('new_message', (m) => m.message.id === marker.messageId);
    }
    expect(copiesOf(again, messageId, -1)).toEqual([]);
    expect(copiesOf(back, messageId, -1)).toEqual([seen]);
    expect(copiesOf(live, messageId, -1)).toEqual([seen]);
    expect(copiesOf(otherChat, messageId, hidden.revision)).toEqual([seen]);
    expect(JSON.stringify(seen)).not.toContain(author.userId);
    await Promise.all([again.close(), back.close()]);
  });
});
