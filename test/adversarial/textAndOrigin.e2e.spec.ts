import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpResident, type TestAccount } from '../support/accounts.js';
import { connectChat, joinedChat, lobbyOf } from '../support/chatClient.js';
import { requestTo } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

/**
 * Issue 14, points 9 and 10: text arrives with what no reader can see
 * (NUL, C0 controls, ANSI escapes, bidi overrides, CRLF in titles) and is
 * stored as a reader sees it; and a browser without Sec-Fetch-Site, or a
 * socket from another scheme or port, cannot write as a resident.
 */
let node: RunningNode;
let resident: TestAccount;
let areaId: string;
const api = requestTo(() => node);

beforeAll(async () => {
  node = await startSingleNode();
  resident = await signUpResident(node, 'Lakshmi');
  const areas = (await api('GET', '/api/areas?minPosition=1')).body;
  areaId = areas.find((a: { name: string }) => a.name === 'Indiranagar')._id;
});
afterAll(async () => {
  await node?.stop();
});

/** Devanagari with a ZWJ (half form) and a ZWNJ, Bengali with a ZWJ, Tamil with a ZWNJ: kept as typed. */
const INDIC = 'क्‍ष क्‌ष র‍্যাব க்‌ஷ';

describe('text is stored as a reader sees it', () => {
  it('normalises a post title and body, and a reply', async () => {
    const published = await api('POST', `/api/areas/${areaId}/posts`, {
      headers: resident.auth,
      body: {
        type: 'ask',
        title: '\u001B[31mWater\u001B[0m cut\r\nin\u0000 sector\u202E 5\u0007',
        content: `Since morning\r\nno supply\u0000\u001B]0;owned\u0007.\rCafe\u0301 closed.\t${INDIC}\u200B`,
      },
    });
    expect(published.status).toBe(201);
    const reply = await api('POST', `/api/posts/${published.body._id}/comments`, {
      headers: resident.auth,
      body: { content: 'Same here\r\n\u001B[1mtanker\u001B[m at 6\u2066pm\u2069\u0008' },
    });
    expect(reply.status).toBe(201);

    const read = await api('GET', `/api/posts/${published.body._id}?minPosition=${reply.body.position}`);
    expect(read.body.title).toBe('Water cut in sector 5');
    expect(read.body.content).toBe(`Since morning\nno supply.\nCafé closed.\t${INDIC}`);
    const comments = await api(
      'GET',
      `/api/posts/${published.body._id}/comments?minPosition=${reply.body.position}`,
    );
    expect(comments.body.map((c: { content: string }) => c.content)).toEqual(['Same here\ntanker at 6pm']);
  });

  it('counts limits on the normalised text: a title of control characters is empty', async () => {
    const res = await api('POST', `/api/areas/${areaId}/posts`, {
      headers: resident.auth,
      body: { title: '\u0000\u0001\u202E\u200B\u001B[31m\r\n', content: 'A body long enough to pass.' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Title must be at least 5 characters');
  });

  it('normalises a display name, a bio and an auto-created place name', async () => {
    const profile = await api('PUT', '/api/user/profile', {
      headers: resident.auth,
      body: { userName: 'Lakshmi\r\n\u202Eadmin\u0000', bio: 'Line one\r\nLine two\u001B[2J' },
    });
    expect(profile.status).toBe(200);
    const me = (await api('GET', '/api/auth/user', { headers: resident.auth })).body;
    expect(me.userName).toBe('Lakshmi admin');
    expect(me.bio).toBe('Line one\nLine two');

    const city = `Testpur ${randomUUID().slice(0, 6)}`;
    const created = await api('POST', '/api/areas/auto-create', {
      headers: resident.auth,
      body: { cityName: `${city}\u0000\u202E`, areaName: 'Nehru\u200B Colony\r\n' },
    });
    expect(created.status).toBeLessThan(300);
    expect(created.body.area.name).toBe('Nehru Colony');
    const area = await api('GET', `/api/areas/${created.body.area._id}?minPosition=${created.body.position}`);
    expect(area.body.city.name).toBe(city);
  });

  it('normalises a chat message', async () => {
    const lobby = await lobbyOf(node, 'Koramangala');
    const chat = await joinedChat(node, lobby.channelId, resident.token);
    chat.send({
      type: 'send_message',
      channelId: lobby.channelId,
      content: `\u001B[32mPower\u001B[0m back\r\nin\u0000 5th\u202E block ${INDIC}`,
      requestId: 'text-1',
    });
    const ack = await chat.next('ack', (a) => a.requestId === 'text-1');
    await chat.close();
    const history = await api('GET', `/api/channels/${lobby.channelId}/messages`);
    const sent = history.body.find((m: { id: string }) => m.id === ack.messageId);
    expect(sent.content).toBe(`Power back\nin 5th block ${INDIC}`);
  });
});

describe('writes from another site without Sec-Fetch-Site', () => {
  const sessionCookie = async () => {
    const account = await signUpResident(node, 'Noor');
    const signin = await api('POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    return { account, cookie: { Cookie: (signin.headers.get('set-cookie') ?? '').split(';')[0]! } };
  };
  const stillSignedIn = async (cookie: Record<string, string>) =>
    (await api('GET', '/api/auth/user', { headers: cookie })).status === 200;

  it('refuses a cookie-carrying write from a foreign Origin', async () => {
    const { cookie } = await sessionCookie();
    const forged = await api('POST', '/api/auth/logout', {
      headers: { ...cookie, Origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('AUTH.FORBIDDEN');
    const profile = await api('PUT', '/api/user/profile', {
      headers: { ...cookie, Origin: 'https://evil.example' },
      body: { bio: 'pwned' },
    });
    expect(profile.status).toBe(403);
    // The chat's HTTP calls (the realtime node) apply the same rule.
    const chatDelete = await api('DELETE', `/api/messages/${randomUUID()}`, {
      headers: { ...cookie, Origin: 'https://evil.example' },
    });
    expect(chatDelete.status).toBe(403);
    // Another scheme or port of this host is another origin too.
    for (const origin of [node.url.replace('http:', 'https:'), node.url.replace(/:(\d+)$/, ':1')]) {
      const other = await api('POST', '/api/auth/logout', { headers: { ...cookie, Origin: origin } });
      expect(other.status).toBe(403);
    }
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it('judges by the Referer when there is no Origin', async () => {
    const { cookie } = await sessionCookie();
    const forged = await api('POST', '/api/auth/logout', {
      headers: { ...cookie, Referer: 'https://evil.example/cats.html' },
    });
    expect(forged.status).toBe(403);
    expect(await stillSignedIn(cookie)).toBe(true);
    const own = await api('PUT', '/api/user/profile', {
      headers: { ...cookie, Referer: `${node.url}/profile` },
      body: { bio: 'from my own page' },
    });
    expect(own.status).toBe(200);
  });

  it('refuses a cookie-carrying write with neither, and passes our own Origin and bearer clients', async () => {
    const { account, cookie } = await sessionCookie();
    const bare = await api('PUT', '/api/user/profile', { headers: cookie, body: { bio: 'who sent this?' } });
    expect(bare.status).toBe(403);
    const own = await api('PUT', '/api/user/profile', {
      headers: { ...cookie, Origin: node.url },
      body: { bio: 'from my own page' },
    });
    expect(own.status).toBe(200);
    const behindTls = await api('PUT', '/api/user/profile', {
      headers: { ...cookie, Origin: node.url.replace('http:', 'https:'), 'X-Forwarded-Proto': 'https' },
      body: { bio: 'from my own page, over TLS' },
    });
    expect(behindTls.status).toBe(200);
    const script = await api('PUT', '/api/user/profile', {
      headers: { ...account.auth, Origin: 'https://evil.example' },
      body: { bio: 'from my own script' },
    });
    expect(script.status).toBe(200);
  });
});

describe('socket origins: scheme, host and port', () => {
  it('refuses a page of another scheme or port, and accepts the page the node serves', async () => {
    const httpsPage = node.url.replace('http:', 'https:');
    await expect(connectChat(node, { origin: httpsPage, token: resident.token })).rejects.toThrow(
      'refused: 403',
    );
    const port = Number(new URL(node.url).port);
    const otherPort = node.url.replace(/:(\d+)$/, `:${port === 65535 ? port - 1 : port + 1}`);
    await expect(connectChat(node, { origin: otherPort, token: resident.token })).rejects.toThrow(
      'refused: 403',
    );
    // Without a port in Host, the https page's default port (443) is not this server's (80) either.
    await expect(
      connectChat(node, { origin: 'https://127.0.0.1', headers: { Host: '127.0.0.1' } }),
    ).rejects.toThrow('refused: 403');
    const own = await connectChat(node, { origin: node.url, token: resident.token });
    await own.close();
  });

  it('behind a TLS proxy (X-Forwarded-Proto: https), accepts the https page of the same host and port', async () => {
    const httpsPage = node.url.replace('http:', 'https:');
    const behindTls = await connectChat(node, {
      origin: httpsPage,
      token: resident.token,
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    await behindTls.close();
    await expect(
      connectChat(node, { origin: node.url, headers: { 'X-Forwarded-Proto': 'https' } }),
    ).rejects.toThrow('refused: 403');
  });
});
