import type { PostSearchHit, PostType } from '@mohalla/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fakeApi';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { rememberSearchArea } from '../currentArea';
import { SearchPage } from './SearchPage';

const KORAMANGALA = '8c5e3b2a-3d4e-4f5a-9b6c-7d8e9f0a1b01';
const BENGALURU = '8c5e3b2a-3d4e-4f5a-9b6c-7d8e9f0a1b02';
let seq = 0;
function hit(type: PostType, title: string, authorAlias: string): PostSearchHit {
  seq += 1;
  const id = `8c5e3b2a-3d4e-4f5a-9b6c-${String(seq).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    areaId: KORAMANGALA,
    cityId: BENGALURU,
    type,
    topicId: null,
    topicName: null,
    title,
    content: `${title}, more inside`,
    imageUrl: null,
    mediaUrls: [],
    upvotes: 0,
    replyCount: 0,
    authorAlias,
    userName: authorAlias,
    createdAt: '2026-11-20T10:00:00.000Z',
    seq,
    highlights: {},
    area: { id: KORAMANGALA, name: 'Koramangala' },
    city: { id: BENGALURU, name: 'Bengaluru', state: 'Karnataka' },
  };
}

const POSTS = [
  hit('alert', 'Water cut on Sunday', 'Tall Neem'),
  hit('ask', 'Water tanker numbers?', 'Quiet Banyan'),
  hit('tip', 'Store water in steel drums', 'Tall Neem'),
];

const KORAMANGALA_AREA = {
  _id: KORAMANGALA,
  name: 'Koramangala',
  cityId: BENGALURU,
  city: { _id: BENGALURU, name: 'Bengaluru', state: 'Karnataka', country: 'India' },
  location: null,
  channels: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  revision: 0,
};

/** The search page over a fake index that applies the type and author filters as the server does. */
function searchFor(path: string) {
  const api = fakeApi({
    [`GET /api/areas/${KORAMANGALA}`]: { body: KORAMANGALA_AREA },
    'GET /api/search': ({ path: asked }) => {
      const params = new URL(asked, 'http://x').searchParams;
      const posts = POSTS.filter(
        (p) =>
          (!params.get('type') || p.type === params.get('type')) &&
          (!params.get('author') || p.authorAlias === params.get('author')),
      );
      return { body: { posts, total: posts.length, nextCursor: null } };
    },
  });
  const view = renderWithProviders(<SearchPage renderHit={(post) => <h3>{post.title}</h3>} />, { path });
  const searches = () => api.sent('GET', '/api/search').map((r) => new URL(r.path, 'http://x').searchParams);
  const address = () => new URLSearchParams(view.router.state.location.search);
  return { searches, address };
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);
const filters = () => screen.getByRole('form', { name: 'Filters' });

describe('the search filters', () => {
  it('narrows the results to the chosen type at once, and shows it as a badge in the address', async () => {
    const { searches, address } = searchFor('/search?q=water');
    await screen.findByText('Found 3 results');

    fireEvent.change(within(filters()).getByRole('combobox', { name: 'Type' }), {
      target: { value: 'alert' },
    });

    expect(await screen.findByText('Found 1 result')).toBeTruthy();
    expect(shownTitles()).toEqual(['Water cut on Sunday']);
    expect(screen.getByRole('button', { name: 'Remove filter Type: Alert' })).toBeTruthy();
    expect(address().get('type')).toBe('alert');
    expect(searches().at(-1)?.get('type')).toBe('alert');
  });

  it('applies the author only on Enter, not at every letter', async () => {
    const { searches } = searchFor('/search?q=water');
    await screen.findByText('Found 3 results');
    const author = within(filters()).getByRole('textbox', { name: /Author/ });

    fireEvent.change(author, { target: { value: 'Tall' } });
    fireEvent.change(author, { target: { value: 'Tall Neem' } });
    expect(searches().some((s) => s.has('author'))).toBe(false);

    fireEvent.submit(filters());

    expect(await screen.findByText('Found 2 results')).toBeTruthy();
    expect(shownTitles()).toEqual(['Water cut on Sunday', 'Store water in steel drums']);
    expect(screen.getByRole('button', { name: 'Remove filter Author: Tall Neem' })).toBeTruthy();
  });

  it('drops one filter from its badge and keeps the others', async () => {
    const { address } = searchFor('/search?q=water&type=tip&author=Tall+Neem');
    expect(await screen.findByText('Found 1 result')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Type: Tip' }));

    expect(await screen.findByText('Found 2 results')).toBeTruthy();
    expect(address().get('type')).toBeNull();
    expect(address().get('author')).toBe('Tall Neem');
    expect(within(filters()).getByRole('combobox', { name: 'Type' })).toHaveProperty('value', '');
    // The badge that had focus is gone: focus moves to the results' heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('clears every filter but keeps the words, and has nothing to clear without filters', async () => {
    const { address } = searchFor('/search?q=water&type=ask&dateRange=week');
    await screen.findByText('Found 1 result');

    fireEvent.click(within(filters()).getByRole('button', { name: 'Clear Filters' }));

    expect(await screen.findByText('Found 3 results')).toBeTruthy();
    expect([...address().keys()]).toEqual(['q']);
    expect(address().get('q')).toBe('water');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    await waitFor(() =>
      expect(within(filters()).getByRole('button', { name: 'Clear Filters' })).toHaveProperty(
        'disabled',
        true,
      ),
    );
  });
});

describe('where the search looks', () => {
  afterEach(() => localStorage.clear());

  it('looks in the area opened last by default, and in every area at one tap', async () => {
    rememberSearchArea(KORAMANGALA);
    const { searches, address } = searchFor('/search?q=water');
    await screen.findByText('Found 3 results');
    expect(searches().at(-1)?.get('area')).toBe(KORAMANGALA);
    const where = screen.getByRole('group', { name: 'Search in' });
    expect(await within(where).findByRole('button', { name: 'Koramangala', pressed: true })).toBeTruthy();

    fireEvent.click(within(where).getByRole('button', { name: 'All areas' }));

    await waitFor(() => expect(address().get('area')).toBe('all'));
    await waitFor(() => expect(searches().at(-1)?.has('area')).toBe(false));
    expect(within(where).getByRole('button', { name: 'All areas' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(where).getByRole('button', { name: 'Koramangala' }));
    await waitFor(() => expect(address().get('area')).toBe(KORAMANGALA));
  });

  it('searches every area with nothing to choose when no area was opened', async () => {
    const { searches } = searchFor('/search?q=water');
    await screen.findByText('Found 3 results');
    expect(searches().at(-1)?.has('area')).toBe(false);
    expect(screen.queryByRole('group', { name: 'Search in' })).toBeNull();
  });

  it('says "No results found" as a heading under the page title, not a level below it', async () => {
    searchFor('/search?q=water&author=Nobody%20Here');
    const empty = await screen.findByRole('heading', { name: 'No results found' });
    // h1 (the query) then h2: an h3 here skipped a level (Lighthouse heading-order).
    expect(empty.tagName).toBe('H2');
  });
});
