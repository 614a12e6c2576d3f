import { describe, expect, it } from 'vitest';
import type { HistoryPage } from './history.js';
import { forReader, newestPages } from './newestPages.js';

const page = (revision: number): HistoryPage => ({
  messages: [
    {
      id: 'm1',
      channelId: 'c',
      areaId: 'a',
      content: 'hello',
      alias: 'Quiet Mango 42',
      createdAt: '2026-11-24T10:00:00.000Z',
      editedAt: null,
      helpfulCount: 0,
      attachments: [],
      revision,
      mine: true,
    },
  ],
  authorIds: ['user-1'],
  nextCursor: null,
  revision,
  position: 10 + revision,
});

describe('newestPages', () => {
  it("keeps a page as anyone sees it, marks a reader's own messages on the way out, and forgets it after a while", () => {
    let now = 0;
    const pages = newestPages({ now: () => now });
    pages.set('c', page(3));
    const kept = pages.get('c')!;
    expect(kept.messages[0]).not.toHaveProperty('mine');
    expect(forReader(kept, 'user-1')[0]).toMatchObject({ mine: true });
    expect(forReader(kept, 'user-2')[0]).toMatchObject({ mine: false });
    expect(forReader(kept, null)[0]).not.toHaveProperty('mine');
    now = 31_000; // older messages may have passed the retention period meanwhile
    expect(pages.get('c')).toBeNull();
  });
});
