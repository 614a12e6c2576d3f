import { describe, expect, it } from 'vitest';
import { AreaPostsQuerySchema, POSTS_PAGE_DEFAULT, POSTS_PAGE_MAX } from './dtos.js';

const fieldsOf = (query: Record<string, unknown>) => {
  const result = AreaPostsQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

describe("the area list's query", () => {
  it('reads a blank value as none, and the first of repeated ones', () => {
    expect(AreaPostsQuerySchema.parse({ limit: '', topic: '', cursor: '' })).toEqual({
      limit: POSTS_PAGE_DEFAULT,
    });
    expect(
      AreaPostsQuerySchema.parse({ limit: ['3', 'x'], topic: ['food', 'y'], cursor: ['12', 'z'] }),
    ).toEqual({ limit: 3, topic: 'food', cursor: '12' });
    expect(AreaPostsQuerySchema.parse({ topic: 'all', limit: String(POSTS_PAGE_MAX) })).toEqual({
      topic: 'all',
      limit: POSTS_PAGE_MAX,
    });
  });

  it('names each field it refuses, with what it expects', () => {
    const pageSize = `limit must be a whole number from 1 to ${POSTS_PAGE_MAX}`;
    for (const limit of ['0', String(POSTS_PAGE_MAX + 1), '2.5', 'ten'])
      expect(fieldsOf({ limit })).toEqual([pageSize]);
    expect(fieldsOf({ topic: 'gossip', cursor: '12a' })).toEqual([
      'topic must be one of the eight topics',
      'cursor must be the X-Next-Cursor of the previous page',
    ]);
    expect(fieldsOf({ cursor: '1'.repeat(16) })).toEqual([
      'cursor must be the X-Next-Cursor of the previous page',
    ]);
  });
});
