import { randomUUID } from 'node:crypto';
import { channelStream, type DomainEvent, userStream } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageSent } from '../../../domain/src/testing/events.js';
import { sqliteStores } from '../../../infra/src/testing/sqliteStores.js';
import { readCatchUp } from './catchUp.js';
import { readHistory } from './history.js';

const { open, freshFile } = sqliteStores('chat-erased-');

const channelId = randomUUID();
const areaId = randomUUID();
const erased = randomUUID();
const neighbour = randomUUID();
let store: EventStore;
beforeEach(() => {
  store = open(freshFile());
});

const metadata = { actorId: 'test', correlationId: 'c', causationId: 'c', at: new Date().toISOString() };
const append = (stream: string, ...events: DomainEvent[]) =>
  store.append(
    stream,
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata })),
    { expectedRevision: 'any' },
  );

describe('chat, once a person erased themselves (issue 16)', () => {
  const [theirs, neighbours] = [randomUUID(), randomUUID()];
  const given = async () => {
    await append(userStream(erased), {
      type: 'UserRegistered',
      data: {
        userId: erased,
        email: 'a@example.in',
        firstName: 'A',
        lastName: 'B',
        mobile: null,
        passwordHash: null,
      },
    });
    await append(
      channelStream(channelId),
      messageSent({ messageId: theirs, channelId, areaId, authorId: erased, content: 'Xylophone shop' }),
      messageSent({ messageId: neighbours, channelId, areaId, authorId: neighbour, content: 'Thanks' }),
      {
        type: 'MessageEdited',
        data: { messageId: theirs, editorId: erased, content: 'Xylophone shop, 7pm' },
      },
    );
    await append(userStream(erased), {
      type: 'PersonErased',
      data: { userId: erased, erasedAt: new Date().toISOString() },
    });
  };

  it('history keeps their message in place, reading [removed] by a former member', async () => {
    await given();
    const page = await readHistory(store, channelId, { limit: 30 });
    expect(page.messages.map((m) => [m.id, m.content, m.alias])).toEqual([
      [theirs, '[removed]', 'Former member'],
      [neighbours, 'Thanks', expect.any(String)],
    ]);
  });

  it('a resume from the start hands out none of their words, sent or edited', async () => {
    await given();
    const catchUp = await readCatchUp(store, channelId, -1);
    const text = JSON.stringify(catchUp);
    expect(text).not.toContain('Xylophone');
    expect(text).toContain('Thanks');
  });
});
