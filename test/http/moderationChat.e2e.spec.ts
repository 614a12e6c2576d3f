import type { ChatMessageDto } from '@mohalla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpModerator, signUpResident, type TestAccount } from '../support/accounts.js';
import { acknowledged, type ChatClient, joinedChat, lobbyOf } from '../support/chatClient.js';
import { request, requestAs } from '../support/http.js';
import { type RunningNode, startSingleNode } from '../support/singleNode.js';

/** Moderating live chat: the audit of a message, hiding it from history, its reports, suspension. */
let node: RunningNode;
let author: TestAccount;
let reporter: TestAccount;
let moderator: TestAccount;
let lobby: { areaId: string; channelId: string };
let authorChat: ChatClient;
let reporterChat: ChatClient;

const as = requestAs(() => node);
const join = (account: TestAccount) => joinedChat(node, lobby.channelId, account.token);
const send = async (content: string) =>
  (await acknowledged(authorChat, { type: 'send_message', channelId: lobby.channelId, content })).messageId;
/** History replays the channel's stream: it shows a write at once, no waiting. */
const inHistory = async (messageId: string) => {
  const page = await as(null, 'GET', `/api/channels/${lobby.channelId}/messages?limit=100`);
  return (page.body as ChatMessageDto[]).some((m) => m.id === messageId);
};

beforeAll(async () => {
  node = await startSingleNode({ env: { CHAT_SEND_LIMIT: '1000' } });
  [author, reporter, moderator] = await Promise.all([
    signUpResident(node, 'Farah'),
    signUpResident(node, 'Vikram'),
    signUpModerator(node, 'Meera'),
  ]);
  lobby = await lobbyOf(node, 'Jayanagar');
  [authorChat, reporterChat] = await Promise.all([join(author), join(reporter)]);
});
afterAll(async () => {
  await Promise.all([authorChat?.close(), reporterChat?.close()]);
  await node?.stop();
});

describe('the audit of a chat message', () => {
  it('shows a message sent, edited twice, reported and deleted: every version, who wrote each, who did what', async () => {
    const messageId = await send('Selling my old cycle for 500');
    await authorChat.command({ type: 'edit_message', messageId, content: 'Selling my old cycle for 800' });
    const edited = await as(author, 'PUT', `/api/messages/${messageId}`, {
      content: 'Selling my old red cycle for 800, call me',
    });
    expect(edited.status).toBe(200);
    await reporterChat.command({ type: 'report_message', messageId, reason: 'Trading in the lobby' });
    expect((await as(author, 'DELETE', `/api/messages/${messageId}`)).status).toBe(200);

    const audit = await as(moderator, 'GET', `/api/moderation/audit/message/${messageId}`);
    expect(audit.status).toBe(200);
    expect(audit.body.subject).toEqual({ kind: 'message', channelId: lobby.channelId, messageId });
    const { entries } = audit.body;
    expect(entries.map((e: { type: string }) => e.type)).toEqual([
      'MessageSent',
      'MessageEdited',
      'MessageEdited',
      'MessageReported',
      'MessageDeleted',
    ]);
    const [sent, first, second, reported, deleted] = entries;
    const farah = { userId: author.userId, email: author.email, name: 'Farah Tester' };
    for (const entry of [sent, first, second, deleted]) expect(entry.actor).toMatchObject(farah);
    expect(sent.actor.alias).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    expect(reported.actor).toMatchObject({
      userId: reporter.userId,
      email: reporter.email,
      name: 'Vikram Tester',
    });
    expect([sent, first, second].map((e) => e.content.text)).toEqual([
      'Selling my old cycle for 500',
      'Selling my old cycle for 800',
      'Selling my old red cycle for 800, call me',
    ]);
    expect(first.diff).toEqual([
      { op: 'same', text: 'Selling my old cycle for ' },
      { op: 'removed', text: '500' },
      { op: 'added', text: '800' },
    ]);
    expect(second.diff).toContainEqual({ op: 'added', text: 'red ' });
    expect(reported.report).toMatchObject({
      reason: 'Trading in the lobby',
      reportedContent: { version: 3, text: 'Selling my old red cycle for 800, call me' },
      status: 'open',
    });
    expect(audit.body.items).toEqual([expect.objectContaining({ deleted: true })]);

    expect((await as(reporter, 'GET', `/api/moderation/audit/message/${messageId}`)).status).toBe(403);
    expect((await as(null, 'GET', `/api/moderation/audit/message/${messageId}`)).status).toBe(401);
  });
});

describe('moderating chat messages', () => {
  it('hides a message from the history and restores it; the reporter sees the report upheld', async () => {
    const messageId = await send('Free passes, DM for the scheme');
    expect(await inHistory(messageId)).toBe(true);
    await reporterChat.command({ type: 'report_message', messageId, reason: 'Scam' });

    const mine = await as(reporter, 'GET', `/api/reports/mine?minPosition=${await logPosition()}`);
    const report = mine.body.find((r: { messageId: string }) => r.messageId === messageId);
    expect(report).toMatchObject({ kind: 'message', channelId: lobby.channelId, status: 'open' });
    const queue = await as(moderator, 'GET', `/api/moderation/reports?kind=message&area=${lobby.areaId}`);
    expect(queue.body).toContainEqual(
      expect.objectContaining({ reportId: report.reportId, excerpt: 'Free passes, DM for the scheme' }),
    );

    const upheld = await as(
      moderator,
      'POST',
      `/api/moderation/messages/${messageId}/reports/${report.reportId}/uphold`,
      {
        reason: 'Scam offer',
      },
    );
    expect(upheld.status).toBe(200);
    expect(await inHistory(messageId)).toBe(false);
    const after = await as(reporter, 'GET', `/api/reports/mine?minPosition=${upheld.body.position}`);
    expect(after.body.find((r: { reportId: string }) => r.reportId === report.reportId).status).toBe(
      'upheld',
    );

    const restored = await as(moderator, 'POST', `/api/moderation/messages/${messageId}/restore`, {
      reason: 'Turned out to be a real community offer',
    });
    expect(restored.body.changed).toBe(true);
    expect(await inHistory(messageId)).toBe(true);
    const noReason = await as(moderator, 'POST', `/api/moderation/messages/${messageId}/hide`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].field).toBe('reason');
  });

  it('keeps a suspended user out of the chat, and lets them back once reinstated', async () => {
    const target = await signUpResident(node, 'Ravi');
    const chat = await join(target);
    try {
      await as(moderator, 'POST', `/api/moderation/users/${target.userId}/suspend`, { reason: 'Spamming' });
      const refused = await chat.command({
        type: 'send_message',
        channelId: lobby.channelId,
        content: 'hello',
      });
      expect(refused).toMatchObject({ type: 'error', code: 'forbidden' });
      await as(moderator, 'POST', `/api/moderation/users/${target.userId}/reinstate`, { reason: 'Appeal' });
      const sent = await chat.command({
        type: 'send_message',
        channelId: lobby.channelId,
        content: 'Sorry all',
      });
      expect(sent.type).toBe('ack');
    } finally {
      await chat.close();
    }
  });
});

async function logPosition(): Promise<number> {
  return (await request(node.url, 'GET', '/healthz')).body.logPosition;
}
