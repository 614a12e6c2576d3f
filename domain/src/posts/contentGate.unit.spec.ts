import { randomUUID } from 'node:crypto';
import { channelStream, moderateChatMessage, moderatePost } from '@mohalla/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runMessageCommand, sendChatMessage } from '../chat/chatCommands.js';
import type { CommandContext } from '../commands/commandContext.js';
import { idSourceFor } from '../commands/ids.js';
import { runCommand } from '../commands/runCommand.js';
import { memoryCommandStore } from '../testing/memoryCommandStore.js';
import { refuseBlockedPostContent } from './contentGate.js';
import { postDecider } from './postDecider.js';

// The word rules, counted: each call is one evaluation of the content gate.
vi.mock('@mohalla/contracts', async (importOriginal) => {
  const contracts = await importOriginal<typeof import('@mohalla/contracts')>();
  return {
    ...contracts,
    moderateChatMessage: vi.fn(contracts.moderateChatMessage),
    moderatePost: vi.fn(contracts.moderatePost),
  };
});

const context = (): CommandContext => ({
  actorId: 'tester',
  now: new Date('2026-11-24T10:00:00Z'),
  correlationId: randomUUID(),
  commandId: randomUUID(),
  ids: idSourceFor(undefined),
});
/** Text no earlier test judged (verdicts are remembered by text). */
const fresh = (text: string) => `${text} ${randomUUID().slice(0, 8)}`;

const channelId = randomUUID();
const send = (store: ReturnType<typeof memoryCommandStore>['store'], content: string) =>
  sendChatMessage(
    store,
    {
      channelId,
      areaId: randomUUID(),
      authorId: randomUUID(),
      authorAlias: 'Quiet Mango 42',
      content,
      attachments: [],
    },
    context(),
  );

beforeEach(() => {
  vi.mocked(moderateChatMessage).mockClear();
  vi.mocked(moderatePost).mockClear();
});

describe('the content gate runs once per command (issue 15)', () => {
  it('judges a chat send once, for both its refusal and its warning', async () => {
    const memory = memoryCommandStore();
    const warned = await send(memory.store, fresh('you idiot'));
    expect(warned.warning?.length).toBeGreaterThan(0);
    expect(moderateChatMessage).toHaveBeenCalledTimes(1);

    await expect(send(memory.store, fresh('I will kill you'))).rejects.toMatchObject({
      code: 'CHAT.MESSAGE_BLOCKED',
    });
    expect(moderateChatMessage).toHaveBeenCalledTimes(2);
    expect(memory.events(channelStream(channelId))).toHaveLength(1);
  });

  it('judges an edit once, though a writer in another process makes it decide again', async () => {
    const memory = memoryCommandStore();
    const sent = await send(memory.store, fresh('Is the market open today?'));
    const stream = channelStream(channelId);
    memory.beforeEachAppend((streamName, attempt) => {
      if (streamName === stream && attempt === 2) {
        memory.write(stream, [
          {
            eventId: randomUUID(),
            type: 'MessageMarkedHelpful',
            data: { messageId: sent.messageId, userId: randomUUID(), helpfulCount: 1 },
            metadata: { actorId: 'x', correlationId: 'x', causationId: 'x', at: '2026-11-24T10:00:00Z' },
          },
        ]);
      }
    });
    vi.mocked(moderateChatMessage).mockClear();
    const authorId = (memory.events(stream)[0]!.data as { authorId: string }).authorId;
    const edited = await runMessageCommand(
      memory.store,
      channelId,
      {
        type: 'EditMessage',
        data: { messageId: sent.messageId, editorId: authorId, content: fresh('Open until 9?') },
      },
      context(),
    );
    expect(edited.revision).toBe(2);
    expect(memory.appendAttempts(stream)).toBe(3);
    expect(moderateChatMessage).toHaveBeenCalledTimes(1);
  });

  it('judges a post once: looked at before its uploads are claimed, then decided', async () => {
    const memory = memoryCommandStore();
    const data = {
      postId: randomUUID(),
      areaId: randomUUID(),
      cityId: randomUUID(),
      authorId: randomUUID(),
      authorAlias: 'Quiet Mango 42',
      postType: 'ask' as const,
      topicId: null,
      title: 'Best dosa near the station?',
      content: fresh('Looking for a crisp masala dosa before 8 am.'),
      imageUrl: null,
      mediaUrls: [],
    };
    refuseBlockedPostContent(data.title, data.content, data.mediaUrls);
    await runCommand(memory.store, postDecider, { type: 'PublishPost', data }, context());
    expect(moderatePost).toHaveBeenCalledTimes(1);
  });
});
