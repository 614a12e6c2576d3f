import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { addReply, publishPost, reportContent } from './postsApi';

const AREA = '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0001';
const POST = '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0002';
const REPLY = '5d0c2a52-7d5e-4f4b-9a51-3a0f1f6a0003';
const body = {
  type: 'tip' as const,
  title: 'A good tailor',
  content: 'Near the market, fair prices.',
  mediaUrls: [],
};

/** The posts routes' answers are parsed with their contract schemas, not picked apart by hand. */
describe('the posts write answers', () => {
  it('a publish resolves to the answer the contract describes', async () => {
    const answer = { _id: POST, id: POST, areaId: AREA, authorAlias: 'Quiet Banyan', position: 42 };
    fakeApi({ [`POST /api/areas/${AREA}/posts`]: { status: 201, body: answer } });
    await expect(publishPost(AREA, body)).resolves.toEqual(answer);
  });

  it('a publish answer without the author alias is refused, not shown as an empty name', async () => {
    fakeApi({
      [`POST /api/areas/${AREA}/posts`]: {
        status: 201,
        body: { _id: POST, id: POST, areaId: AREA, position: 42 },
      },
    });
    await expect(publishPost(AREA, body)).rejects.toThrow(/authorAlias/);
  });

  it('a reply answer whose position is not a log position is refused', async () => {
    const answer = { _id: REPLY, id: REPLY, postId: POST, authorAlias: 'Quiet Banyan', position: '7' };
    fakeApi({ [`POST /api/posts/${POST}/comments`]: { status: 201, body: answer } });
    await expect(addReply(POST, { content: 'Thanks!', mediaUrls: [] })).rejects.toThrow(/position/);
  });

  it('a report resolves to its log position, and an answer without success is refused', async () => {
    const api = fakeApi({
      [`POST /api/posts/${POST}/report`]: { status: 201, body: { success: true, position: 9 } },
    });
    await expect(reportContent(POST, { reason: 'spam' })).resolves.toEqual({ success: true, position: 9 });
    expect(api.sent('POST', `/api/posts/${POST}/report`)).toHaveLength(1);
    fakeApi({ [`POST /api/posts/${POST}/report`]: { status: 201, body: { position: 9 } } });
    await expect(reportContent(POST, { reason: 'spam' })).rejects.toThrow(/success/);
  });
});
