import type { PostDto } from '@mohalla/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PostCard } from './PostCard';

const AREA = '8c5e3b2a-3d4e-4f5a-9b6c-7d8e9f0a1b01';
const post = (changes: Partial<PostDto> = {}): PostDto => ({
  _id: '8c5e3b2a-3d4e-4f5a-9b6c-000000000001',
  id: '8c5e3b2a-3d4e-4f5a-9b6c-000000000001',
  areaId: AREA,
  cityId: '8c5e3b2a-3d4e-4f5a-9b6c-7d8e9f0a1b02',
  type: 'alert',
  topicId: null,
  topicName: null,
  title: 'Water cut on Sunday',
  content: 'No supply from 10 to 6.',
  imageUrl: null,
  mediaUrls: [],
  upvotes: 3,
  replyCount: 0,
  authorAlias: 'Tall Neem 12',
  userName: 'Tall Neem 12',
  createdAt: '2026-11-20T10:00:00.000Z',
  seq: 1,
  ...changes,
});
const upvoteButton = () => screen.getByRole('button', { name: /^Upvote/ });

describe('the post card', () => {
  it('shows a post the reader upvoted before as upvoted: pressed and not enabled again', () => {
    fakeApi({});
    renderWithProviders(<PostCard post={post({ upvotedByMe: true })} />);
    expect(upvoteButton().getAttribute('aria-pressed')).toBe('true');
    expect(upvoteButton()).toHaveProperty('disabled', true);
  });

  it('offers the upvote when the reader has not upvoted (or is a guest)', () => {
    fakeApi({});
    renderWithProviders(<PostCard post={post({ upvotedByMe: false })} />);
    expect(upvoteButton().getAttribute('aria-pressed')).toBe('false');
    expect(upvoteButton()).toHaveProperty('disabled', false);
  });

  it('says where a search hit is from, its area linking to the area page', () => {
    fakeApi({});
    const { container } = renderWithProviders(
      <PostCard
        post={{
          ...post(),
          area: { id: AREA, name: 'Koramangala' },
          city: { id: post().cityId, name: 'Bengaluru', state: 'Karnataka' },
        }}
      />,
    );
    const link = within(container).getByRole('link', { name: 'Koramangala' });
    expect(link.getAttribute('href')).toBe(`/area/${AREA}`);
    expect(link.parentElement?.textContent).toBe('Koramangala, Bengaluru, Karnataka');
  });

  it('names no place on a post read in its own area', () => {
    fakeApi({});
    renderWithProviders(<PostCard post={post()} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
