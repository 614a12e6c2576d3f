import { randomUUID } from 'node:crypto';
import { channelStream } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../commands/commandContext.js';
import { idSourceFor } from '../commands/ids.js';
import { messageSent } from '../testing/events.js';
import { memoryCommandStore } from '../testing/memoryCommandStore.js';
import { runMessageCommand } from './chatCommands.js';

const channelId = '22222222-3333-4444-8555-666666666666';
const areaId = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const author = '0b7e6a52-6e2a-4f5e-9d1c-7c1f2d3e4a5b';
const metadata = {
  actorId: author,
  correlationId: randomUUID(),
  causationId: randomUUID(),
  at: '2026-11-24T10:00:00.000Z',
};

const context = (): CommandContext => ({
  actorId: author,
  now: new Date('2026-11-24T10:00:00Z'),
  correlationId: randomUUID(),
  commandId: randomUUID(),
  ids: idSourceFor(undefined),
});

function sent(messageId: string, content: string) {
  return {
    eventId: randomUUID(),
    ...messageSent({ messageId, channelId, areaId, authorId: author, content }),
    metadata,
  };
}

describe('a chat change in a channel whose older messages expired', () => {
  it("appends at the stream's real revision: expired events are not read but keep their revisions", async () => {
    const memory = memoryCommandStore();
    const stream = channelStream(channelId);
    const old = sent(randomUUID(), 'Power cut on 3rd cross since morning.');
    const current = sent(randomUUID(), 'Is the vegetable market open today?');
    memory.write(stream, [old, current]);
    memory.hide(old.eventId);

    const outcome = await runMessageCommand(
      memory.store,
      channelId,
      {
        type: 'EditMessage',
        data: { messageId: current.data.messageId, editorId: author, content: 'Is the market open?' },
      },
      context(),
    );

    expect(outcome.revision).toBe(2);
    expect(memory.events(stream).map((event) => event.type)).toEqual([
      'MessageSent',
      'MessageSent',
      'MessageEdited',
    ]);
    expect(memory.appendAttempts(stream)).toBe(1);
  });
});
