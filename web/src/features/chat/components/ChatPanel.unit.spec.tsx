import type { ChatMessageDto } from '@mohalla/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi } from '../../../testing/fakeApi';
import { giveListsARealSize } from '../../../testing/layoutSize';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { aUser } from '../../../testing/users';
import { chatKeys } from '../api/chatKeys';
import { channelQuery } from '../api/chatQueries';
import { type ChannelAction, type ChannelState, reduceChannel } from '../channelState';
import { ChatPanel } from './ChatPanel';

const AREA = '6a3c1f0e-1b2c-4d3e-8f40-5a6b7c8d9e01';
const CHANNEL = '6a3c1f0e-1b2c-4d3e-8f40-5a6b7c8d9e02';
const HISTORY = `GET /api/channels/${CHANNEL}/messages`;

let seq = 0;
/** A message as the history call answers it; `revision` orders them. */
function message(revision: number, alias: string, content: string, extra: Partial<ChatMessageDto> = {}) {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    channelId: CHANNEL,
    areaId: AREA,
    content,
    alias,
    createdAt: new Date(Date.UTC(2026, 10, 24, 8, revision)).toISOString(),
    editedAt: null,
    helpfulCount: 0,
    attachments: [],
    revision,
    ...extra,
  } satisfies ChatMessageDto;
}

const resident = aUser({
  id: '6a3c1f0e-1b2c-4d3e-8f40-5a6b7c8d9e03',
  userName: 'Asha',
  alias: 'Quiet Banyan',
  roles: ['resident'],
});
const signedIn = { 'GET /api/auth/session': { body: { user: resident } } };
const guest = { 'GET /api/auth/session': { body: { user: null } } };

/** What the socket would push into the rendered lobby (set when it renders). */
let push: (action: ChannelAction) => void = () => undefined;

/** The panel over a channel whose history comes from the fake server, as the area page builds it. */
function LobbyUnderTest() {
  const queryClient = useQueryClient();
  const history = useQuery(channelQuery(CHANNEL, AREA));
  const dispatch = (action: ChannelAction) =>
    queryClient.setQueryData<ChannelState>(chatKeys.channel(CHANNEL), (s) => s && reduceChannel(s, action));
  push = (action) => act(() => void dispatch(action));
  const channel = {
    channelId: CHANNEL,
    areaId: AREA,
    status: 'connected' as const,
    history,
    dispatch,
    request: vi.fn(() => new Promise<never>(() => undefined)),
    notifications: () => () => undefined,
  };
  return <ChatPanel channel={channel} online={3} />;
}

function showChat(routes: Record<string, FakeAnswer | ((r: { path: string }) => FakeAnswer)>) {
  const api = fakeApi(routes);
  renderWithProviders(<LobbyUnderTest />, { path: '/area/x?tab=chat' });
  return api;
}

const messageTexts = () =>
  within(screen.getByRole('feed', { name: 'Chat messages' }))
    .getAllByRole('article')
    .map((row) => row.querySelector('p')?.textContent);

describe('the chat list', () => {
  beforeEach(() => giveListsARealSize());

  it('shows the messages oldest first, each with its alias and text, and marks the reader’s own with You', async () => {
    showChat({
      ...signedIn,
      [HISTORY]: {
        body: [
          message(1, 'Tall Neem', 'Water supply off till noon'),
          message(2, 'Quiet Banyan', 'Thanks for the heads-up', { mine: true }),
        ],
      },
    });

    const feed = await screen.findByRole('feed', { name: 'Chat messages' });
    const rows = await within(feed).findAllByRole('article');
    expect(messageTexts()).toEqual(['Water supply off till noon', 'Thanks for the heads-up']);
    expect(rows[0]).toHaveProperty('textContent', expect.stringContaining('Tall Neem'));
    expect(within(rows[0] as HTMLElement).queryByText('You')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('You')).toBeTruthy();
    // Signed in: each message has its actions menu, and the composer is there to reply.
    expect(await screen.findByRole('button', { name: "Actions for Tall Neem's message" })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
  });

  it('says there are no messages yet in an empty channel, beside the feed (a feed holds only articles)', async () => {
    showChat({ ...signedIn, [HISTORY]: { body: [] } });
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('feed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more messages' })).toBeNull();
  });

  it('puts the older page above the newest one when the reader asks for more', async () => {
    const api = showChat({
      ...signedIn,
      [HISTORY]: ({ path }) =>
        path.includes('before=')
          ? { body: [message(1, 'Tall Neem', 'Is the market open today?')] }
          : { body: [message(7, 'Red Gulmohar', 'Yes, till 9 pm')], headers: { 'X-Next-Cursor': '7' } },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Load more messages' }));

    await waitFor(() => expect(messageTexts()).toEqual(['Is the market open today?', 'Yes, till 9 pm']));
    expect(api.sent('GET', `/api/channels/${CHANNEL}/messages`).at(-1)?.path).toContain('before=7');
    // That was the oldest page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more messages' })).toBeNull();
  });

  it('announces a neighbour’s new message politely, but not the history, older pages or the reader’s own', async () => {
    showChat({
      ...signedIn,
      [HISTORY]: ({ path }) =>
        path.includes('before=')
          ? { body: [message(1, 'Tall Neem', 'Is the market open today?')] }
          : { body: [message(7, 'Red Gulmohar', 'Yes, till 9 pm')], headers: { 'X-Next-Cursor': '7' } },
    });
    const log = await screen.findByRole('log', { name: 'New messages' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more messages' }));
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    expect(log.textContent).toBe('');

    push({
      type: 'new_message',
      message: message(8, 'Quiet Banyan', 'On my way', { mine: true }),
      revision: 8,
    });
    await waitFor(() => expect(messageTexts()).toHaveLength(3));
    expect(log.textContent).toBe('');

    push({ type: 'new_message', message: message(9, 'Tall Neem', 'Great, see you there'), revision: 9 });
    await waitFor(() => expect(log.textContent).toBe('Tall Neem: Great, see you there'));
  });

  it('shows why an older page failed, with a Retry that loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let olderCalls = 0;
    showChat({
      ...signedIn,
      [HISTORY]: ({ path }) => {
        if (!path.includes('before='))
          return { body: [message(4, 'Red Gulmohar', 'Power is back')], headers: { 'X-Next-Cursor': '4' } };
        olderCalls += 1;
        return olderCalls === 1
          ? { status: 503, body: { title: 'Service Unavailable', status: 503, detail: 'Try again soon' } }
          : { body: [message(2, 'Tall Neem', 'Power cut in block B')] };
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Load more messages' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Error loading messages: /);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(messageTexts()).toEqual(['Power cut in block B', 'Power is back']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the helpful count only once someone found the message helpful', async () => {
    showChat({
      ...signedIn,
      [HISTORY]: {
        body: [
          message(1, 'Tall Neem', 'Water tanker at 7', { helpfulCount: 1 }),
          message(2, 'Red Gulmohar', 'Thanks!'),
        ],
      },
    });

    await waitFor(() => expect(messageTexts()).toEqual(['Water tanker at 7', 'Thanks!']));
    const [tanker, thanks] = within(screen.getByRole('feed', { name: 'Chat messages' })).getAllByRole(
      'article',
    );
    expect(tanker?.textContent).toContain('1 helpful');
    expect(thanks?.textContent).not.toMatch(/helpful/);
  });

  it('lets a guest read along and offers Login instead of the composer', async () => {
    showChat({ ...guest, [HISTORY]: { body: [message(1, 'Tall Neem', 'Lost cat near the temple')] } });

    await waitFor(() => expect(messageTexts()).toEqual(['Lost cat near the temple']));
    expect(await screen.findByText('Please log in to send messages in the live chat.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/area/x?tab=chat')}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
  });
});
