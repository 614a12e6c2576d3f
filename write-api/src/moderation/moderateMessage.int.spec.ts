import { randomUUID } from 'node:crypto';
import { channelStream } from '@mohalla/contracts';
import { type CommandContext, idSourceFor } from '@mohalla/domain';
import type { EventStore } from '@mohalla/infra';
import { describe, expect, it } from 'vitest';
import { messageSent } from '../../../domain/src/testing/events.js';
import { sqliteStores } from '../../../infra/src/testing/sqliteStores.js';
import { moderateMessage } from './moderationCommands.js';

const { processes } = sqliteStores('mohalla-moderate-message-');

const moderatorId = randomUUID();
const context = (): CommandContext => ({
  actorId: moderatorId,
  now: new Date(),
  correlationId: randomUUID(),
  commandId: randomUUID(),
  ids: idSourceFor(undefined),
});

async function channelWith(store: EventStore, messageIds: string[]): Promise<string> {
  const channelId = randomUUID();
  const areaId = randomUUID();
  await store.append(
    channelStream(channelId),
    messageIds.map((messageId) => ({
      eventId: randomUUID(),
      ...messageSent({ messageId, channelId, areaId }),
      metadata: {
        actorId: randomUUID(),
        correlationId: randomUUID(),
        causationId: randomUUID(),
        at: new Date().toISOString(),
      },
    })),
    { expectedRevision: 'no_stream' },
  );
  return channelId;
}

// The channel's fold is cached per process: each command must still decide on the message it names.
describe('moderating chat messages on a cached channel fold', () => {
  it('hides and restores each message of one channel on its own state, one after the other and together', async () => {
    const [store] = processes(1) as [EventStore];
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const channelId = await channelWith(store, [first, second, third]);
    const hide = (messageId: string) =>
      moderateMessage(
        store,
        { type: 'HideMessage', data: { channelId, messageId, moderatorId, reason: 'Abuse', reportId: null } },
        context(),
      );
    const restore = (messageId: string) =>
      moderateMessage(
        store,
        { type: 'RestoreMessage', data: { channelId, messageId, moderatorId, reason: 'Fine' } },
        context(),
      );

    expect((await hide(first)).changed).toBe(true);
    // The second message is visible: hiding it changes something, though the first is hidden.
    expect((await hide(second)).changed).toBe(true);
    expect((await hide(second)).changed).toBe(false);
    // Decided in one batch: each sees its own message.
    const [again, third1] = await Promise.all([hide(first), hide(third)]);
    expect(again.changed).toBe(false);
    expect(third1.changed).toBe(true);
    expect((await restore(second)).changed).toBe(true);
    expect((await restore(second)).changed).toBe(false);
    await expect(hide(randomUUID())).rejects.toMatchObject({ code: 'CHAT.MESSAGE_NOT_FOUND' });

    const types = (await store.readStream(channelStream(channelId))).map((event) => [
      event.type,
      (event.data as { messageId: string }).messageId,
    ]);
    expect(types.slice(3)).toEqual([
      ['MessageHidden', first],
      ['MessageHidden', second],
      ['MessageHidden', third],
      ['MessageRestored', second],
    ]);
  });
});
