import { randomUUID } from 'node:crypto';
import { channelStream, type DomainEvent } from '@mohalla/contracts';
import type { EventStore } from '@mohalla/infra';
import { beforeEach, describe, expect, it } from 'vitest';
import { messageSent } from '../../../domain/src/testing/events.js';
import { sqliteStores } from '../../../infra/src/testing/sqliteStores.js';
import { readCatchUp } from './catchUp.js';
import { readHistory } from './history.js';
import { pushFor } from './pushes.js';

const { open, freshFile } = sqliteStores('chat-history-');

const channelId = randomUUID();
const areaId = randomUUID();
const author = randomUUID();
const reader = randomUUID();
const moderator = randomUUID();
let store: EventStore;

beforeEach(() => {
  store = open(freshFile());
});

const metadata = { actorId: author, correlationId: 'c', causationId: 'c', at: new Date().toISOString() };
const append = (...events: DomainEvent[]) =>
  store.append(
    channelStream(channelId),
    events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata })),
    { expectedRevision: 'any' },
  );
const sent = (messageId: string, content: string): DomainEvent =>
  messageSent({ messageId, channelId, areaId, authorId: author, content });

describe('history replayed from the channel stream', () => {
  it('applies the newest edit and helpful count, leaves out deleted and hidden messages, brings back restored ones', async () => {
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const decision = { channelId, moderatorId: moderator, reason: 'abuse' };
    await append(sent(a, 'a'), sent(b, 'b'), sent(c, 'c'), sent(d, 'd'));
    await append(
      { type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'a1' } },
      { type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'a2' } },
      { type: 'MessageMarkedHelpful', data: { messageId: a, userId: reader, helpfulCount: 1 } },
      { type: 'MessageMarkedHelpful', data: { messageId: a, userId: author, helpfulCount: 2 } },
      { type: 'MessageDeleted', data: { messageId: b, deletedBy: author } },
      { type: 'MessageHidden', data: { ...decision, messageId: c, reportId: null } },
      { type: 'MessageHidden', data: { ...decision, messageId: d, reportId: null } },
      { type: 'MessageRestored', data: { ...decision, messageId: d } },
    );
    const page = await readHistory(store, channelId, { limit: 30, readerId: reader });
    expect(page.messages.map((m) => [m.id, m.content, m.helpfulCount, m.mine])).toEqual([
      [a, 'a2', 2, false],
      [d, 'd', 0, false],
    ]);
    expect(page.messages[0]!.editedAt).not.toBeNull();
    expect(page).toMatchObject({ revision: 11, nextCursor: null });
  });

  it('pages back across read chunks by cursor and by page, oldest first in each', async () => {
    const ids = Array.from({ length: 1_203 }, () => randomUUID());
    for (let i = 0; i < ids.length; i += 100) {
      await append(...ids.slice(i, i + 100).map((id, j) => sent(id, `m${i + j}`)));
    }
    await append({ type: 'MessageDeleted', data: { messageId: ids[1_000]!, deletedBy: author } });
    const contents = (page: { messages: { content: string }[] }) => page.messages.map((m) => m.content);

    const newest = await readHistory(store, channelId, { limit: 3 });
    expect(contents(newest)).toEqual(['m1200', 'm1201', 'm1202']);
    const deep = await readHistory(store, channelId, { limit: 3, before: 1_001 });
    expect(contents(deep)).toEqual(['m997', 'm998', 'm999']);
    expect(deep.nextCursor).toBe(997);
    const byPage = await readHistory(store, channelId, { limit: 100, skip: 200 });
    expect(contents(byPage)[0]).toBe('m902');
    expect(contents(byPage)).not.toContain('m1000');
    const oldest = await readHistory(store, channelId, { limit: 5, before: 3 });
    expect(contents(oldest)).toEqual(['m0', 'm1', 'm2']);
    expect(oldest.nextCursor).toBeNull();
  });
});

describe('catch-up for a resume', () => {
  it('answers exactly the public events after the revision, and nothing to resume from past the head', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await append(sent(a, 'a'), sent(b, 'b'));
    await append(
      {
        type: 'MessageReported',
        data: { reportId: randomUUID(), messageId: a, reporterId: reader, reason: '', reportedRevision: 1 },
      },
      { type: 'MessageEdited', data: { messageId: b, editorId: author, content: 'b!' } },
    );
    const missed = await readCatchUp(store, channelId, 0);
    expect(missed?.pushes.map((p) => [p.type, p.revision])).toEqual([
      ['new_message', 1],
      ['message_edited', 3],
    ]);
    expect(missed?.revision).toBe(3);
    expect(JSON.stringify(missed)).not.toContain(reader);
    expect((await readCatchUp(store, channelId, 3))?.pushes).toEqual([]);
    expect(await readCatchUp(store, channelId, 4)).toBeNull();
  });
});

describe('catch-up hands out messages as they now stand', () => {
  it('never replays text that was edited away, and keeps every push and revision', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const original = 'Call me on +91 98765 43210';
    await append(sent(a, original), sent(b, 'b'));
    await append(
      { type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'DM me first' } },
      { type: 'MessageMarkedHelpful', data: { messageId: a, userId: reader, helpfulCount: 1 } },
      { type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'DM me' } },
      { type: 'MessageEdited', data: { messageId: b, editorId: author, content: 'b!' } },
    );
    const missed = await readCatchUp(store, channelId, -1);
    expect(missed?.pushes.map((p) => [p.type, p.revision])).toEqual([
      ['new_message', 0],
      ['new_message', 1],
      ['message_edited', 2],
      ['message_helpful', 3],
      ['message_edited', 4],
      ['message_edited', 5],
    ]);
    expect(missed?.pushes[0]).toMatchObject({ message: { id: a, content: 'DM me', helpfulCount: 1 } });
    expect(missed?.pushes[2]).toMatchObject({ messageId: a, content: 'DM me' });
    expect(JSON.stringify(missed)).not.toContain(original);
    expect(JSON.stringify(missed)).not.toContain('DM me first');
    // From after the first edit: the older message's later edit still comes, with its last text.
    const later = await readCatchUp(store, channelId, 2);
    expect(later?.pushes.map((p) => [p.type, p.revision])).toEqual([
      ['message_helpful', 3],
      ['message_edited', 4],
      ['message_edited', 5],
    ]);
  });
});

describe('a message a moderator restores', () => {
  const decision = { channelId, moderatorId: moderator, reason: 'abuse' };
  const hide = (messageId: string): DomainEvent => ({
    type: 'MessageHidden',
    data: { ...decision, messageId, reportId: null },
  });
  const restore = (messageId: string): DomainEvent => ({
    type: 'MessageRestored',
    data: { ...decision, messageId },
  });
  const lastEvent = async () =>
    (await store.readStream(channelStream(channelId), { direction: 'backwards', maxCount: 1 }))[0]!;

  it('is pushed as a new_message at the restore revision, as it stood then (edits, helpful count)', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await append(sent(a, 'a'), sent(b, 'b'));
    await append(
      { type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'a1' } },
      { type: 'MessageMarkedHelpful', data: { messageId: a, userId: reader, helpfulCount: 1 } },
      hide(a),
      { type: 'MessageMarkedHelpful', data: { messageId: b, userId: reader, helpfulCount: 1 } },
      restore(a),
    );
    const restored = await lastEvent();
    await append({ type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'a2' } });

    const push = await pushFor(store, restored);
    expect(push).toMatchObject({
      type: 'new_message',
      revision: 6,
      message: { id: a, content: 'a1', helpfulCount: 1, revision: 0, alias: 'Quiet Mango 42' },
    });
    expect(push?.type === 'new_message' && push.message.editedAt).not.toBeNull();
    expect(JSON.stringify(push)).not.toContain(author);
  });

  it('is pushed by no one when it was deleted meanwhile', async () => {
    const a = randomUUID();
    await append(sent(a, 'a'), hide(a), {
      type: 'MessageDeleted',
      data: { messageId: a, deletedBy: author },
    });
    await append(restore(a));
    expect(await pushFor(store, await lastEvent())).toBeNull();
  });

  it('comes back in a resume that also covers its hiding, without the text it had before', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await append(sent(a, 'a'), sent(b, 'b'));
    await append(
      { type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'a1' } },
      hide(a),
      hide(b),
      restore(a),
      { type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'a2' } },
    );
    const missed = await readCatchUp(store, channelId, -1);
    // b stays hidden: its message_deleted only; a's sending and first edit give way to its restore.
    expect(missed?.pushes.map((p) => [p.type, p.revision])).toEqual([
      ['message_deleted', 3],
      ['message_deleted', 4],
      ['new_message', 5],
      ['message_edited', 6],
    ]);
    expect(missed?.pushes[1]).toMatchObject({ messageId: b });
    // As it now stands: the edit after the restore, not the text it was restored with.
    expect(missed?.pushes[2]).toMatchObject({ message: { id: a, content: 'a2', revision: 0 } });
    expect(JSON.stringify(missed)).not.toContain('"a1"');
  });

  it('comes back in a resume from before its hiding as it now stands: sent, hidden, restored, edited', async () => {
    const a = randomUUID();
    const original = 'Call me on +91 98765 43210';
    await append(sent(a, original));
    await append(
      hide(a),
      restore(a),
      { type: 'MessageMarkedHelpful', data: { messageId: a, userId: reader, helpfulCount: 1 } },
      { type: 'MessageEdited', data: { messageId: a, editorId: author, content: 'DM me' } },
    );
    const missed = await readCatchUp(store, channelId, 0);
    expect(missed?.pushes.map((p) => [p.type, p.revision])).toEqual([
      ['message_deleted', 1],
      ['new_message', 2],
      ['message_helpful', 3],
      ['message_edited', 4],
    ]);
    expect(missed?.pushes[1]).toMatchObject({ message: { id: a, content: 'DM me', helpfulCount: 1 } });
    expect(JSON.stringify(missed)).not.toContain(original);
  });
});
