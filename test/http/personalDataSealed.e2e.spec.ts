import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { acknowledged, joinedChat, lobbyOf } from '../support/chatClient.js';
import { request, requestAs } from '../support/http.js';
import { keyStateOf, logFileBytes } from '../support/personalDataFiles.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

/**
 * Crypto-shredding on the real single node (issue 16 point 3): what a person
 * gives and writes is sealed in the event log under their own data key, so
 * the log file holds none of it in plaintext, while the app reads it as ever.
 */
let node: RunningNode;
let asha: TestAccount;
const as = requestAs(() => node);
const words = {
  title: 'Who tunes harmoniums in Basavanagudi?',
  content: 'Our harmonium wheezes on the low sa; any tuner nearby?',
  message: 'Power cut near the tamarind tree till noon',
};
let postId = '';

beforeAll(async () => {
  node = await startSingleNode();
  asha = await signUpResident(node, 'Ashwathamma');
  const lobby = await lobbyOf(node, 'Jayanagar');
  const post = await as(asha, 'POST', `/api/areas/${lobby.areaId}/posts`, {
    type: 'ask',
    title: words.title,
    content: words.content,
  });
  expect(post.status).toBe(201);
  postId = post.body._id;
  const chat = await joinedChat(node, lobby.channelId, asha.token);
  await acknowledged(chat, { type: 'send_message', channelId: lobby.channelId, content: words.message });
  await chat.close();
});
afterAll(async () => {
  await node?.stop();
});

describe('personal data in the log', () => {
  it('the log file holds none of her email, name, post or message in plaintext', () => {
    const bytes = logFileBytes(node.dataDir);
    expect(bytes).toContain('PostPublished'); // the file is the log, and it is read
    for (const text of [
      asha.email,
      'Ashwathamma',
      '98765 43210',
      words.title,
      words.content,
      words.message,
    ]) {
      expect(bytes).not.toContain(text);
    }
  });

  it('while the app reads it as ever: her account, her post, her message, her sign-in', async () => {
    const me = await as(asha, 'GET', '/api/auth/user');
    expect(me.body).toMatchObject({ email: asha.email, firstName: 'Ashwathamma' });
    const post = await as(null, 'GET', `/api/posts/${postId}`);
    expect(post.body).toMatchObject({ title: words.title, content: words.content });
    const lobby = await lobbyOf(node, 'Jayanagar');
    const history = await as(null, 'GET', `/api/channels/${lobby.channelId}/messages`);
    expect(JSON.stringify(history.body)).toContain(words.message);
    const login = await request(node.url, 'POST', '/api/auth/login', {
      body: { email: asha.email, password: asha.password },
    });
    expect(login.status).toBe(200);
  });

  it('her data key lives in the key store, a file of its own readable by the owner only', async () => {
    expect(await keyStateOf(node.dataDir, asha.userId)).toBe('live');
    expect(statSync(join(node.dataDir, 'keys.sqlite')).mode & 0o777).toBe(0o600);
    expect(statSync(join(node.dataDir, 'key-encryption-secret')).mode & 0o777).toBe(0o600);
  });
});
