import type { ChatMessageDto } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { type ChannelAction, type ChannelState, EMPTY_CHANNEL, isMine, reduceChannel } from './channelState';

const CHANNEL = '0b5c1a52-7d5e-4f4b-9a51-3a0f1f6a0001';
const AREA = '0b5c1a52-7d5e-4f4b-9a51-3a0f1f6a0002';
const id = (n: number) => `7a1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A message sent at `revision` (its id derives from it, so tests can name it by number). */
function message(revision: number, overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id: id(revision),
    channelId: CHANNEL,
    areaId: AREA,
    content: `message ${revision}`,
    alias: 'QuietBanyan42',
    createdAt: new Date(Date.UTC(2025, 0, 1, 12, revision)).toISOString(),
    editedAt: null,
    helpfulCount: 0,
    attachments: [],
    revision,
    ...overrides,
  };
}

const fold = (actions: ChannelAction[], from: ChannelState = EMPTY_CHANNEL) =>
  actions.reduce(reduceChannel, from);
const contents = (state: ChannelState) => state.messages.map((m) => m.content);
const sent = (revision: number, overrides: Partial<ChatMessageDto> = {}): ChannelAction => ({
  type: 'new_message',
  message: message(revision, overrides),
  revision,
});

const loaded = fold([
  { type: 'history_loaded', messages: [message(3), message(4)], nextCursor: 3, revision: 5 },
]);

describe('folding the channel', () => {
  it('starts from the newest page, with its cursor and the channel revision', () => {
    expect(contents(loaded)).toEqual(['message 3', 'message 4']);
    expect(loaded.lastRevision).toBe(5);
    expect(loaded.nextCursor).toBe(3);
  });

  it('appends new messages and applies edits, helpful counts and deletions', () => {
    const state = fold(
      [
        sent(6),
        {
          type: 'message_edited',
          messageId: id(3),
          content: 'fixed typo',
          editedAt: '2025-01-01T13:00:00.000Z',
          revision: 7,
        },
        { type: 'message_helpful', messageId: id(4), helpfulCount: 2, revision: 8 },
        { type: 'message_deleted', messageId: id(6), revision: 9 },
      ],
      loaded,
    );
    expect(contents(state)).toEqual(['fixed typo', 'message 4']);
    expect(state.messages[0]?.editedAt).toBe('2025-01-01T13:00:00.000Z');
    expect(state.messages[1]?.helpfulCount).toBe(2);
    expect(state.lastRevision).toBe(9);
  });

  it('ignores pushes at or below the last revision seen: a resume that overlaps changes nothing', () => {
    const live = fold(
      [sent(6), { type: 'message_helpful', messageId: id(6), helpfulCount: 1, revision: 7 }],
      loaded,
    );
    // The socket drops; the server replays from an older revision than the client holds.
    const replayed = fold(
      [
        sent(6),
        { type: 'message_helpful', messageId: id(6), helpfulCount: 1, revision: 7 },
        { type: 'message_deleted', messageId: id(4), revision: 5 },
        sent(8),
      ],
      live,
    );
    expect(contents(replayed)).toEqual(['message 3', 'message 4', 'message 6', 'message 8']);
    expect(replayed.messages.find((m) => m.id === id(6))?.helpfulCount).toBe(1);
    expect(replayed.lastRevision).toBe(8);
  });

  it('never shows a message twice, even when the same message arrives under a newer revision', () => {
    const state = fold([sent(6), { ...sent(6), revision: 10 } as ChannelAction], loaded);
    expect(state.messages.filter((m) => m.id === id(6))).toHaveLength(1);
  });

  it('keeps revision order when a push arrives for a message older than the newest held', () => {
    const state = fold([sent(9), { type: 'new_message', message: message(7), revision: 10 }], loaded);
    expect(state.messages.map((m) => m.revision)).toEqual([3, 4, 7, 9]);
  });

  it('prepends older pages without duplicates and moves the cursor', () => {
    const state = fold(
      [{ type: 'older_loaded', messages: [message(1), message(2), message(3)], nextCursor: null }],
      loaded,
    );
    expect(state.messages.map((m) => m.revision)).toEqual([1, 2, 3, 4]);
    expect(state.nextCursor).toBeNull();
    expect(state.lastRevision).toBe(5);
  });

  it('a resumed join only sets the alias; the missed events follow and are folded one by one', () => {
    const joined = fold(
      [
        {
          type: 'joined_channel',
          channelId: CHANNEL,
          areaId: AREA,
          alias: 'CalmPeacock7',
          revision: 12,
          resumed: true,
        },
      ],
      loaded,
    );
    expect(joined.alias).toBe('CalmPeacock7');
    expect(joined.lastRevision).toBe(5);
    expect(contents(joined)).toEqual(['message 3', 'message 4']);
  });

  it('a fresh join (too far behind to resume) replaces what was held', () => {
    const state = fold(
      [
        {
          type: 'joined_channel',
          channelId: CHANNEL,
          areaId: AREA,
          alias: null,
          revision: 2000,
          resumed: false,
          messages: [message(1999), message(1990)],
          nextCursor: 1990,
        },
      ],
      loaded,
    );
    expect(state.messages.map((m) => m.revision)).toEqual([1990, 1999]);
    expect(state.lastRevision).toBe(2000);
    expect(state.nextCursor).toBe(1990);
    expect(state.alias).toBeNull();
  });

  it('does not let an older history answer take newer pushes away', () => {
    const live = fold([sent(6)], loaded);
    expect(
      fold([{ type: 'history_loaded', messages: [message(3)], nextCursor: null, revision: 4 }], live),
    ).toBe(live);
  });

  it('shows the author’s own edit and deletion at once, without claiming a revision', () => {
    const state = fold(
      [
        { type: 'edited_locally', messageId: id(3), content: 'edited', at: '2025-01-01T14:00:00.000Z' },
        { type: 'deleted_locally', messageId: id(4) },
      ],
      loaded,
    );
    expect(contents(state)).toEqual(['edited']);
    expect(state.lastRevision).toBe(5);
    // The pushes of the same changes then apply without harm.
    const pushed = fold(
      [
        {
          type: 'message_edited',
          messageId: id(3),
          content: 'edited',
          editedAt: '2025-01-01T14:00:01.000Z',
          revision: 6,
        },
        { type: 'message_deleted', messageId: id(4), revision: 7 },
      ],
      state,
    );
    expect(contents(pushed)).toEqual(['edited']);
    expect(pushed.lastRevision).toBe(7);
  });

  it('keeps the server’s `mine` mark when a push replaces a held message', () => {
    const state = fold([
      { type: 'history_loaded', messages: [message(3, { mine: true })], nextCursor: null, revision: 3 },
    ]);
    const replaced = reduceChannel(state, { type: 'new_message', message: message(3), revision: 4 });
    expect(replaced.messages[0]?.mine).toBe(true);
  });
});

describe('ownership', () => {
  it('is the server’s mark, or the reader’s own alias (unique in the area)', () => {
    expect(isMine(message(1, { mine: true }), null)).toBe(true);
    expect(isMine(message(1, { alias: 'CalmPeacock7' }), 'CalmPeacock7')).toBe(true);
    expect(isMine(message(1, { alias: 'CalmPeacock7' }), 'QuietBanyan42')).toBe(false);
    expect(isMine(message(1), null)).toBe(false);
  });
});
